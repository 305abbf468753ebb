import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Records, for every emitted chunk, the ids of the modules bundled into it (`dist/.vite/bundle-modules.json`),
 * so `npm test` can fail when a Node-only module reaches the browser bundle. The gateway does not serve dotfiles.
 */
function bundleModules(): Plugin {
  return {
    name: 'lora:bundle-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks[output.fileName] = output.moduleIds;
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-modules.json', source: `${JSON.stringify(chunks, null, 2)}\n` });
    },
  };
}

/**
 * MUI's createTheme carries the builder of CSS-variables themes (about 5 KB gzip, with its colour-scheme code),
 * which runs only for `cssVariables: true`. The site's theme and MUI's default theme never ask for it, so the
 * browser bundle goes without: asking for it fails loudly.
 */
function withoutCssVariablesThemes(): Plugin {
  const importLine = 'import createThemeWithVars from "./createThemeWithVars.mjs";';
  return {
    name: 'lora:without-css-variables-themes',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(id)) return null;
      if (!code.includes(importLine)) this.error(`${id} no longer imports createThemeWithVars as expected: update lora:without-css-variables-themes`);
      return code.replace(importLine, "const createThemeWithVars = () => { throw new Error('CSS-variables themes are not part of this build'); };");
    },
  };
}

/** The Inter files the first screen of every page shows: body text, buttons and navigation, headings. */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * The page's stylesheet (the @font-face rules, 2 KB) goes inline, and the fonts the first screen uses are
 * preloaded: a linked stylesheet blocks the first paint for a request of its own, and a font is otherwise
 * found only once the page is laid out. The components' CSS is inline already (Emotion, at render time).
 */
function inlineCssAndPreloadFonts(): Plugin {
  return {
    name: 'lora:inline-css-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const page = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        const preloads = Object.keys(bundle)
          .filter((file) => FIRST_SCREEN_FONTS.test(file))
          .sort()
          .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`);
        return page.replace(/\n?\s*<\/head>/, `\n    ${preloads.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/** The page and its entry module, which the shell chunk must not take in. */
const ENTRY = /[\\/](index\.html|main\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), bundleModules(), withoutCssVariablesThemes(), inlineCssAndPreloadFonts()],
  // The server bundle (entry-server, for the prerender and the gateway's pages) carries its dependencies.
  ssr: { noExternal: true, target: 'node' },
  // ... and is a production build whatever NODE_ENV the process rendering with it has (`npm start` runs the
  // gateway in development): otherwise React renders in its slower development mode, and MUI labels its
  // class names, so the browser's production build computes other classes and inserts all the page's
  // styles again while it hydrates.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    // The manifest maps each page to its chunks: the bundle test sums each public page's initial JavaScript from it.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything the entry loads up front (React, the router, MUI's core, the layout) in one chunk: left
            // to itself the bundler cut it into some twenty files, each compressed on its own and fetched
            // as a request of its own. Pages, the menus, the toast and the admin stay chunks of their own.
            // The entry itself stays out: a group takes in its members' dependencies, and an entry inside
            // a shared chunk is never started.
            codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], test: (id: string) => !ENTRY.test(id) }] },
          },
        },
  },
  // Quiet like the other workspaces' builds (`npm start` and `npm test` build every time); warnings still show.
  logLevel: 'warn',
}));

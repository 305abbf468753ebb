import { defineConfig, type Plugin, type Rollup } from 'vite';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

type OutputBundle = Rollup.OutputBundle;
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

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a gzip (`.gz`) and a Brotli (`.br`) copy next to every text file of `assets/`, compressed once at their
 * best, which the gateway sends to browsers that accept them: compressing each request's copy on the fly cost the
 * server some milliseconds of CPU per script while a page loads, and compressed less. Only the hashed assets: the
 * pages are answered by the gateway's page cache, which keeps its own gzipped copy.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'lora:precompressed-assets',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.values(bundle).filter((output) => /^assets\/.+\.(js|css|svg|json)$/.test(output.fileName));
      await Promise.all(
        files.map(async (output) => {
          const source = output.type === 'chunk' ? output.code : output.source;
          if (Buffer.byteLength(source) < 1024) return;
          const file = path.join(dir, output.fileName);
          const [gz, br] = await Promise.all([
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
          ]);
          await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
        }),
      );
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
        // The fonts first, ahead of the page's head tags and scripts: over HTTP/1.1 a browser opens six connections
        // to a host, and text waiting for its font is what holds back the first paint.
        const anchor = page.includes('<!--app-head-->') ? '<!--app-head-->' : '</head>';
        return page
          .replace(anchor, `${preloads.join('\n    ')}\n    ${anchor}`)
          .replace(/\n?\s*<\/body>/, `\n    ${appModules(bundle, page)}\n  </body>`);
      },
    },
  };
}

/**
 * The app's code, which the entry module imports once React is loaded (src/main.tsx). An entry of its own, so its
 * modules count as initial ones for the chunk groups below.
 */
const APP_ENTRY = 'src/app/boot.tsx';

/**
 * What the entry module imports dynamically (the shell's later stages, see src/main.tsx), with what those import:
 * listed in the page (`#app-modules`, JSON), which the entry preloads after the first paint, a link per task. As
 * modulepreload links in the HTML, they would share the network with the fonts and the first paint's own
 * requests, on the six connections HTTP/1.1 allows to a host.
 */
function appModules(bundle: OutputBundle, html: string): string {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('the build has no chunk for index.html');
  const files = new Set<string>();
  for (const file of entry.dynamicImports) {
    const chunk = chunks.find((c) => c.fileName === file)!;
    for (const imported of chunk.imports) files.add(imported);
    files.add(file);
  }
  const list = [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
  return `<script type="application/json" id="app-modules">${JSON.stringify(list)}</script>`;
}

/**
 * Emotion and what it uses (Stylis, its React helpers): the styling engine, a chunk of its own, evaluated before MUI.
 * None of these imports MUI, so evaluating this chunk evaluates nothing of MUI's.
 */
const STYLING_MODULES =
  /[\\/]node_modules[\\/](@emotion|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]|[\\/]frontend[\\/]src[\\/]app[\\/]emotion\.ts$/;

/**
 * MUI and what only it uses: the components' code and MUI's default theme, a chunk of its own. The site's theme stays
 * with the app: building it is the heaviest part of evaluating MUI after MUI's own default theme, so each goes in a
 * task of its own.
 */
const MUI_MODULES = /[\\/]node_modules[\\/](@mui|clsx)[\\/]|[\\/]services[\\/]api[\\/]dist[\\/]constants\.js$/;

/** The page, its entry module and the app's entry, which the shared chunks must not take in. */
const ENTRY = /[\\/](index\.html|main\.tsx|app[\\/]boot\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), bundleModules(), withoutCssVariablesThemes(), inlineCssAndPreloadFonts(), ...(isSsrBuild ? [] : [precompressedAssets()])],
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
    // Every browser the site supports preloads modules itself (Safari since 17): no polyfill in the entry's loader.
    // Vite's loader adds no module preloads to any dynamic import: the entry preloads the shell's chunks itself, one
    // per task (see appModules below), and a page's chunk brings its imports, which the browser fetches as it reads
    // it. Links for a page's dozen imports, added in one go, made a long task.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', app: APP_ENTRY },
          output: {
            // Everything the entry loads up front (React, the router, MUI's core, the layout) in four chunks, which
            // the entry module evaluates one task after the other (see src/main.tsx): React, the styling engine
            // (Emotion), MUI, then the rest. Left to itself the bundler cut it into some twenty files, each
            // compressed on its own and fetched as a request of its own. Pages, the menus, the toast and the admin
            // stay chunks of their own. The entry itself stays out: a group takes in its members' dependencies,
            // and an entry inside a shared chunk is never started. Vite's loader of dynamic imports, which the
            // entry module itself uses, is a chunk apart: in any of the four, it would evaluate that one first.
            codeSplitting: {
              groups: [
                { name: 'loader', tags: ['$initial'], priority: 4, test: /^\0vite[\\/]/ },
                { name: 'react', tags: ['$initial'], priority: 3, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'styling', tags: ['$initial'], priority: 3, test: STYLING_MODULES },
                { name: 'mui', tags: ['$initial'], priority: 2, test: MUI_MODULES },
                // The stylesheet stays with the entry: in the shell, importing it would evaluate the shell with the entry.
                { name: 'shell', tags: ['$initial'], priority: 1, test: (id: string) => !ENTRY.test(id) && !id.endsWith('.css') },
              ],
            },
          },
        },
  },
  // Quiet like the other workspaces' builds (`npm start` and `npm test` build every time); warnings still show.
  logLevel: 'warn',
}));

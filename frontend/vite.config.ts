import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The Inter files the first screen of every page shows: body text, buttons and navigation, headings. */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * What the entry imports dynamically (the app's stages, see src/main.tsx) with what those import, listed in the page
 * (`#app-modules`), which the entry preloads once the text is painted: as modulepreload links in the HTML, they
 * would share a phone's slow link with the HTML and the fonts, and hold the first paint back.
 */
function appModules(bundle: Rollup.OutputBundle, html: string): string {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('the build has no chunk for index.html');
  const files = new Set(
    entry.dynamicImports.flatMap((file) => {
      const chunk = chunks.find((c) => c.fileName === file);
      return [...(chunk?.imports ?? []), file];
    }),
  );
  return JSON.stringify([...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`));
}

/**
 * The @font-face rules (app/fonts.css, 2 KB) go inline and the first screen's fonts are preloaded: a stylesheet link
 * would hold the first paint for a request of its own, and a font is otherwise found only once the page is laid out.
 */
const inlineFontsListModules = (): Plugin => ({
  name: 'lora:inline-fonts-list-modules',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle = {} }) {
      const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
        const css = bundle[file];
        return css?.type === 'asset' ? `<style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>` : tag;
      });
      const fonts = Object.keys(bundle).filter((file) => FIRST_SCREEN_FONTS.test(file));
      const preloads = fonts.sort().map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>\n    `);
      const list = `<script type="application/json" id="app-modules">${appModules(bundle, inlined)}</script>`;
      return inlined.replace('<!--app-head-->', `${preloads.join('')}<!--app-head-->`).replace('</body>', `  ${list}\n  </body>`);
    },
  },
});

/** A chunk group of the app's stages (src/main.tsx): the modules every page loads up front whose id matches. */
const stage = (name: string, priority: number, test: RegExp | ((id: string) => boolean)) => ({ name, priority, test, tags: ['$initial' as const] });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    inlineFontsListModules(),
    // Scripts, styles and SVGs gzipped and Brotli-compressed once, at their best, for the gateway to send as they are.
    compression({ include: /^assets\/.+\.(js|css|svg|json)$/, threshold: 1024 }),
  ],
  // The server bundle (entry-server: the prerender and the gateway's pages) carries its dependencies, and is a
  // production build whatever NODE_ENV renders with it: otherwise React renders in development mode and MUI labels
  // its class names, which the browser's build would not match while hydrating.
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    // Maps each page to its chunks: the bundle test sums each public page's initial JavaScript from it.
    manifest: true,
    // No preload polyfill, and no preloads added to dynamic imports (the entry preloads the app's stages and the page's
    // chunks itself); the entry's own imports are preloaded by the HTML.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app (src/app/boot.tsx) is an entry of its own, so its modules count as initial ones for the stages.
          input: { index: 'index.html', app: 'src/app/boot.tsx' },
          // What every page needs up front in four chunks the entry evaluates a task apart: React, the styling engine
          // (Emotion), MUI, then the rest (the app's shell); in one task they held a phone's main thread for some
          // 200 ms. Vite's loader of dynamic imports stays apart, and the entry and its stylesheet out of the stages.
          output: {
            codeSplitting: {
              groups: [
                stage('loader', 4, /^\0vite[\\/]/),
                stage('react', 3, /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/),
                stage(
                  'styling',
                  3,
                  /[\\/]node_modules[\\/](@emotion|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]|[\\/]src[\\/]app[\\/]emotion\.ts$/,
                ),
                stage('mui', 2, /[\\/]node_modules[\\/](@mui|clsx)[\\/]|[\\/]services[\\/]api[\\/]dist[\\/]constants\.js$/),
                stage('shell', 1, (id) => !/[\\/](index\.html|main\.tsx|app[\\/]boot\.tsx)$|\.css$/.test(id)),
              ],
            },
          },
        },
  },
  logLevel: 'warn', // quiet like the other workspaces' builds; warnings still show
}));

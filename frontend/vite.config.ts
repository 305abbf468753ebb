import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The Inter file the first screen of every page shows (its Latin letters, the theme's weights: app/fonts.css). */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-400-700-[\w-]+\.woff2$/;

/** What the first paint needs, first: the @font-face rules (app/fonts.css, 2 KB) inline, the first screen's fonts preloaded;
 * the scripts' preloads (the entry's here, the page's written by the server) at low priority, after those. */
const firstPaintFirst = (): Plugin => ({
  name: 'lora:first-paint-first',
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
      return inlined
        .replace('<!--app-head-->', `${preloads.join('')}<!--app-head-->`)
        .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" crossorigin fetchpriority="low"');
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    firstPaintFirst(),
    compression({ include: /^assets\/.+\.(js|css|svg|json)$/, threshold: 1024 }), // gzip and Brotli at their best, sent as they are
  ],
  ssr: { noExternal: true, target: 'node' }, // the server bundle carries its dependencies
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined, // else MUI's class names differ
  build: {
    manifest: true, // each source module's chunk: the server lists a page's chunks from it, the bundle test sums them
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // How long plugins took is the machine's load (a busy CI runner), not something the build can act on.
      checks: { bundlerTimings: false },
      ...(isSsrBuild
        ? {}
        : {
            // One chunk each for the entry's libraries and the site's shell, Vite's loader, and what pages share (docs/frontend.md).
            output: {
              codeSplitting: {
                groups: [
                  { name: 'loader', test: /^\0vite\// },
                  { name: 'vendor', test: /\/node_modules\//, tags: ['$initial' as const] },
                  { name: 'shell', test: (id) => id.includes('/src/') && !/main\.tsx$|\.css$/.test(id), tags: ['$initial' as const] },
                  { name: 'common', minShareCount: 2 },
                ],
              },
            },
          }),
    },
  },
  logLevel: 'warn', // quiet like the other workspaces' builds; warnings still show
}));

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The Inter file the first screen of every page shows (its Latin letters, the theme's weights: app/fonts.css). */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-400-700-[\w-]+\.woff2$/;

/** The @font-face rules (app/fonts.css, 2 KB) inline, and the first screen's fonts preloaded: neither waits for a request. */
const inlineFonts = (): Plugin => ({
  name: 'lora:inline-fonts',
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
      return inlined.replace('<!--app-head-->', `${preloads.join('')}<!--app-head-->`);
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    inlineFonts(),
    compression({ include: /^assets\/.+\.(js|css|svg|json)$/, threshold: 1024 }), // gzip and Brotli at their best, sent as they are
  ],
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } }, // Preact runs the app: docs/frontend.md
  // The server bundle carries its dependencies, built for production whatever NODE_ENV (else MUI's class names differ).
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    manifest: true, // each source module's chunk: the server lists a page's chunks from it, the bundle test sums them
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // What the entry imports, the libraries and the site's shell, each in one chunk, Vite's loader in its own, and
          // what pages share in one more (by default some thirty small chunks, a round trip each over HTTP/1.1): see
          // docs/frontend.md.
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
        },
  },
  logLevel: 'warn', // quiet like the other workspaces' builds; warnings still show
}));

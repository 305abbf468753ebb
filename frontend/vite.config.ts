import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The Inter files the first screen of every page shows: body text, buttons and navigation, headings. */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * The @font-face rules (app/fonts.css, 2 KB) go inline and the first screen's fonts are preloaded: a stylesheet link
 * would hold the first paint for a request of its own, and a font is otherwise found only once the page is laid out.
 */
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
    // Every browser the site supports preloads modules itself (Safari since 17).
    modulePreload: { polyfill: false },
    // What every page needs (React, the router, Emotion, MUI's core, the theme, the layout) in one chunk, fetched as
    // one request and compressed as one file; pages, the toast and the admin are chunks of their own, as Vite makes them.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !/main\.tsx$|\.css$|index\.html$/.test(id) }] } },
    },
  },
  logLevel: 'warn', // quiet like the other workspaces' builds; warnings still show
}));

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

export default defineConfig({
  plugins: [react(), bundleModules()],
  // The server bundle (entry-server, for the prerender and the gateway's product pages) carries its dependencies.
  ssr: { noExternal: true, target: 'node' },
  // The manifest maps each page to its chunks: the bundle test sums each public page's initial JavaScript from it.
  build: { manifest: true },
  // Quiet like the other workspaces' builds (`npm start` and `npm test` build every time); warnings still show.
  logLevel: 'warn',
});

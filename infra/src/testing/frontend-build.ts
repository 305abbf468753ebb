import path from 'node:path';
import { build, type Plugin } from 'vite';
import { repoRoot } from '../paths.js';

/**
 * `node infra/dist/testing/frontend-build.js <outDir>`: the frontend's browser build, as `npm run build` makes it (its
 * own vite.config.ts, production mode), into `outDir`, with a record of the modules bundled into every chunk
 * (`.vite/bundle-modules.json`: chunk file → module ids), from which the bundle test finds Node-only code.
 */
const bundleModules = (): Plugin => ({
  name: 'bundle-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks[output.fileName] = output.moduleIds;
    this.emitFile({ type: 'asset', fileName: '.vite/bundle-modules.json', source: `${JSON.stringify(chunks, null, 2)}\n` });
  },
});

const frontendDir = path.join(repoRoot, 'frontend');
await build({
  root: frontendDir,
  configFile: path.join(frontendDir, 'vite.config.ts'),
  mode: 'production',
  build: { outDir: path.resolve(process.argv[2]), emptyOutDir: true },
  plugins: [bundleModules()],
});

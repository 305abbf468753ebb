// Bundles a service's compiled entry (dist/main.js, SWC's output with its decorator metadata) into bundle/,
// minified: the catalog then loads about 40 files instead of some 1,800 (its own and its libraries'), and
// keeps less source and module bookkeeping in memory. Run by each service's build script, from its folder.
// Another entry and folder may be named: `node bundle-service.mjs dist/seed/seed-command.js seed-bundle`
// (the container image's demo seed).
// Plain JavaScript: it runs during the build, before infra itself is built.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { rolldown } from 'rolldown';

/**
 * Loaded from node_modules at run time, not bundled: native addons (argon2, sharp), packages that read
 * their own files by path (pino starts worker threads from its folder for transports; swagger-ui-dist
 * serves its files; pdfkit requires its standard fonts through its package's import map, with the one fontkit it
 * shares with the gateway's datasheets) and the drivers TypeORM and pg load only when configured (pg-native,
 * pg-query-stream).
 */
const EXTERNAL = ['argon2', 'sharp', 'pino', 'swagger-ui-dist', 'pdfkit', 'fontkit', 'pg-native', 'pg-query-stream'];
const isExternal = (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

const BUILTIN = '\0builtin:';
const isBuiltin = (id) => (builtinModules.includes(id.replace(/^node:/, '')) || id.startsWith('node:')) && id.replace(/^node:/, '') !== 'module';

/**
 * Node's built-in modules through `require`, not `import`. Importing one as ESM builds its namespace from
 * every property, lazy getters included: `import … from 'node:http'` alone loads undici (for
 * `http.WebSocket`) and http2, 13 MB of RSS; `node:process` creates `process.stdin`. Each import of a
 * built-in becomes a module that requires it and exports the properties the bundle reads from it
 * (the others are dropped as unused), except the getters below: a library that uses a module's namespace
 * as a whole keeps every export, and these load undici when read. A named import of one fails the build
 * (the same classes are globals).
 */
const NOT_EXPORTED = { http: ['WebSocket', 'CloseEvent', 'MessageEvent'] };
const builtinsThroughRequire = {
  name: 'builtins-through-require',
  resolveId(source, _importer, { kind }) {
    if (kind === 'import-statement' && isBuiltin(source)) return `${BUILTIN}${source.replace(/^node:/, '')}`;
    return null;
  },
  load(id) {
    if (!id.startsWith(BUILTIN)) return null;
    const name = id.slice(BUILTIN.length);
    const keys = Object.keys(createRequire(import.meta.url)(`node:${name}`)).filter(
      (key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default' && !NOT_EXPORTED[name]?.includes(key),
    );
    return [
      `import { createRequire as __createRequire } from 'node:module';`,
      `const __builtin = __createRequire(import.meta.url)('node:${name}');`,
      `export default __builtin;`,
      ...keys.map((key) => `export const ${key} = /* @__PURE__ */ (() => __builtin.${key})();`),
    ].join('\n');
  },
};

/**
 * The workspaces' compiled files come with SWC's source maps: handed to rolldown, the bundle's maps lead
 * back to the TypeScript sources, not to dist/.
 */
const workspaceSourceMaps = {
  name: 'workspace-source-maps',
  load(id) {
    if (id.includes('/node_modules/') || !/\/dist\/.*\.js$/.test(id) || !fs.existsSync(`${id}.map`)) return null;
    return { code: fs.readFileSync(id, 'utf8'), map: fs.readFileSync(`${id}.map`, 'utf8') };
  },
};

const serviceDir = process.cwd();
const service = path.basename(serviceDir);
const [entry = path.join('dist', 'main.js'), out = 'bundle'] = process.argv.slice(2);
const outDir = path.join(serviceDir, out);
const started = Date.now();

fs.rmSync(outDir, { recursive: true, force: true });
const build = await rolldown({
  input: path.join(serviceDir, entry),
  platform: 'node',
  external: isExternal,
  plugins: [builtinsThroughRequire, workspaceSourceMaps],
  onLog(level, log, handler) {
    // Libraries import optional packages they do without (Nest's other transports, TypeORM's other drivers):
    // left as imports, as when unbundled. An unresolved import of the project's own code is an error.
    if (log.code === 'UNRESOLVED_IMPORT' && log.id?.includes('/node_modules/')) return;
    if (log.code === 'UNRESOLVED_IMPORT') return handler('error', log);
    handler(level, log);
  },
});
const { output } = await build.write({
  dir: outDir,
  format: 'esm',
  entryFileNames: 'main.js',
  chunkFileNames: '[name]-[hash].js',
  // Nest and TypeORM go by class names (providers, entities, metadata), so they stay as written.
  keepNames: true,
  minify: { compress: { keepNames: { function: true, class: true } }, mangle: { keepNames: true } },
  // Source text with a character beyond Latin-1 is held in memory as two bytes per character.
  charset: 'ascii',
  sourcemap: true,
  // The maps name the TypeScript files and lines; the sources themselves are in the repository.
  sourcemapExcludeSources: true,
});
await build.close();

// What each file of the bundle holds, by package (a workspace counts as its own): service-footprint.test.ts
// reads it to tell which libraries a running service has loaded.
const packageOf = (id) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? /\/(services\/[^/]+|infra)\//.exec(id)?.[1];
const contents = Object.fromEntries(
  output
    .filter((item) => item.type === 'chunk')
    .map((chunk) => [chunk.fileName, [...new Set(chunk.moduleIds.map(packageOf).filter(Boolean))].sort()]),
);
fs.writeFileSync(path.join(outDir, 'modules.json'), `${JSON.stringify(contents, null, 1)}\n`);
// The packages the bundle leaves to node_modules (imported or imported lazily): what its container image installs
// beside it (infra/docker/runtime-modules.mjs).
const chunks = output.filter((item) => item.type === 'chunk');
const ownFiles = new Set(chunks.map((chunk) => chunk.fileName));
// A package loaded through a `require` or `import` of a library's own making is named in a string, not imported:
// swagger-ui's files, strtok3, which file-type imports at run time out of bundlers' sight, and the datasheet's fonts.
const LOADED_BY_NAME = [...EXTERNAL, 'strtok3', '@expo-google-fonts/inter'];
const requiredByName = LOADED_BY_NAME.filter((name) =>
  chunks.some((chunk) => new RegExp(`["'\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[/"'\`]`).test(chunk.code)),
);
const externals = [
  ...new Set([...chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]).filter((id) => !ownFiles.has(id)), ...requiredByName]),
]
  .map((id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]))
  .filter((name, i, all) => !name.startsWith('\0') && !name.startsWith('node:') && all.indexOf(name) === i)
  .sort();
fs.writeFileSync(path.join(outDir, 'externals.json'), `${JSON.stringify(externals)}\n`);

const bytes = output.filter((item) => item.type === 'chunk').reduce((sum, chunk) => sum + chunk.code.length, 0);
console.log(
  `${service}: bundled into ${out}/ (${output.length} files, ${(bytes / 1e6).toFixed(1)} MB of code) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

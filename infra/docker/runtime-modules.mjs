// Copies into <out>/node_modules the packages a bundle leaves external (see infra/bundle-service.mjs) and what they
// depend on, as `npm ci` installed them from the lockfile: a service's image then holds its bundle and these few
// packages, not the workspace's whole node_modules. Run in the image's build stage, from the repository's root:
//   node infra/docker/runtime-modules.mjs services/media/bundle /out/media
// Plain JavaScript: it runs before anything of infra is built.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const [bundleDir, outDir] = process.argv.slice(2);
if (!bundleDir || !outDir) throw new Error('usage: node infra/docker/runtime-modules.mjs <bundle folder> <out folder>');

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;

/** The packages the bundle leaves external, as infra/bundle-service.mjs listed them. */
const externalImports = () =>
  JSON.parse(fs.readFileSync(path.join(bundleDir, 'externals.json'), 'utf8')).filter((name) => !builtinModules.includes(name));

/** Where Node finds `name` from the package installed at `from` (a lockfile key), as npm laid it out. */
function resolve(name, from) {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key] && fs.existsSync(key)) return key;
    if (!dir) return undefined;
  }
}

const wanted = new Set();
const visit = (key) => {
  if (wanted.has(key)) return;
  wanted.add(key);
  const meta = packages[key];
  for (const dep of [...Object.keys(meta.dependencies ?? {}), ...Object.keys(meta.optionalDependencies ?? {})]) {
    const found = resolve(dep, key);
    // An optional dependency for another platform is not installed: nothing to copy.
    if (found) visit(found);
  }
};
const missing = [];
for (const name of externalImports()) {
  const key = resolve(name, '');
  // The drivers TypeORM and pg only load when configured (pg-native, pg-query-stream) are not installed at all.
  if (key) visit(key);
  else missing.push(name);
}

for (const key of [...wanted].sort()) {
  fs.cpSync(key, path.join(outDir, key), { recursive: true, dereference: true });
}
const bytes = [...wanted].reduce((sum, key) => sum + size(key), 0);
console.log(
  `${bundleDir}: ${wanted.size} packages (${(bytes / 1e6).toFixed(1)} MB) into ${outDir}/node_modules` +
    (missing.length ? `; not installed, left out: ${missing.join(', ')}` : ''),
);

function size(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    return sum + (e.isDirectory() ? size(p) : fs.statSync(p).size);
  }, 0);
}

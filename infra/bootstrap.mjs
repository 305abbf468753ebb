// Entry point of `npm start`, `npm test` and `npm run admin:create`: makes sure dependencies are
// installed and the build is current, then hands over to the compiled TypeScript in infra/dist.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const commands = {
  start: 'infra/dist/start.js',
  test: 'infra/dist/test.js',
  'admin-create': 'services/identity/dist/cli/create-admin.js',
  'bench-products': 'infra/dist/bench/products-bench.js',
};
const [command, ...args] = process.argv.slice(2);
if (!commands[command]) {
  console.error(`usage: node infra/bootstrap.mjs <${Object.keys(commands).join('|')}> [args]`);
  process.exit(2);
}

function run(cmd, cmdArgs, what) {
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return ((Date.now() - started) / 1000).toFixed(1);
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) < Math.max(mtime(path.join(root, 'package-lock.json')), mtime(path.join(root, 'package.json')))) {
  console.log('installing dependencies (npm install)…');
  // `npm ci` cannot be used: the lockfile lacks some platform packages (see README).
  const seconds = run('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
  console.log(`dependencies installed in ${seconds} s`);
}

const seconds = run('npm', ['run', 'build', '--silent'], 'build');
console.log(`built in ${seconds} s`);

const child = spawn(process.execPath, [path.join(root, commands[command]), ...args], { cwd: root, stdio: 'inherit' });
// Stay alive until the command has cleaned up (Ctrl-C reaches both of us); pass on a SIGTERM.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

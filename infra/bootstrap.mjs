// Entry point of `npm start`, `npm test`, `npm run admin:create`, the `bench:*` scripts and `drill:stop`: makes sure it
// runs on Node 24, that dependencies are installed and the build is current, then hands over to the compiled
// TypeScript in infra/dist. Plain JavaScript: it runs before anything is built, on whatever Node started it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withCheckoutLock } from './checkout-lock.mjs';

// When the command started, for the start banner: set by the first bootstrap of a run, kept by the re-run under Node 24.
process.env.LORA_COMMAND_STARTED ??= String(Date.now());
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const commands = {
  start: 'infra/dist/start.js',
  test: 'infra/dist/test.js',
  'test-unit': 'infra/dist/test.js',
  'admin-create': 'infra/dist/admin-create.js',
  'bench-products': 'infra/dist/bench/products-bench.js',
  'bench-catalogue': 'infra/dist/bench/catalogue-scale.js',
  'drill-stop': 'infra/dist/drills/stop-drill.js',
  drill: 'infra/dist/drills/kill-drill.js',
  'bench-uploads': 'infra/dist/bench/upload-memory.js',
  'bench-lighthouse': 'infra/dist/bench/lighthouse.js',
  'bench-start': 'infra/dist/bench/start-memory.js',
  'bench-hostile': 'infra/dist/bench/hostile-input.js',
  'bench-conflicts': 'infra/dist/bench/admin-conflicts.js',
  'bench-interactive': 'infra/dist/bench/interactive.js',
  'bench-datasheet': 'infra/dist/bench/datasheet-render.js',
  'deploy-prove': 'infra/dist/deploy/prove.js',
};
/**
 * What each command needs installed: `run` is what building and running the product takes (dependencies), `all`
 * adds the tools only tests and benchmarks use (devDependencies: jest, Playwright, Lighthouse, linters, …).
 */
const RUN_ONLY = new Set(['start', 'admin-create', 'deploy-prove']);
const [command, ...args] = process.argv.slice(2);
if (!commands[command]) {
  console.error(`usage: node infra/bootstrap.mjs <${Object.keys(commands).join('|')}> [args]`);
  process.exit(2);
}

// What `git status` showed before the command installed or built anything: `npm test` checks at its end that the run
// changed nothing git tracks or would add (a lockfile rewritten by an install, a build output not ignored).
if ((command === 'test' || command === 'test-unit') && process.env.LORA_TREE_AT_START === undefined) {
  const status = spawnSync('git', ['status', '--porcelain'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.status === 0 && status.stdout.length < 64 * 1024) process.env.LORA_TREE_AT_START = status.stdout;
}

/** Downloads under way (see npmFetch): a failure stops them, so none goes on after the command has given up. */
const downloads = new Set();

function fail(message, code = 1) {
  for (const child of downloads) child.kill();
  console.error(message);
  process.exit(code);
}

/**
 * Runs an npm command that downloads. The registry is pinged beside it: when the ping fails first (a machine without
 * network, where npm itself would retry for minutes in silence), the command is stopped and tried from npm's cache
 * alone (`--offline`, which fails at once on anything missing), and failing that, the message names the registry.
 */
async function npmFetch(npmArgs, spawnOptions, what) {
  const exited = (child) => {
    downloads.add(child);
    return new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        downloads.delete(child);
        resolve({ status: code, signal });
      }),
    );
  };
  const ping = spawn('npm', ['ping', '--fetch-timeout=10000', '--fetch-retries=0', '--loglevel=error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let pingError = '';
  ping.stderr.on('data', (chunk) => (pingError += chunk));
  const fetching = spawn('npm', npmArgs, spawnOptions);
  const done = exited(fetching);
  // Only a failure to connect counts: a mirror that answers the ping with an HTTP error may still serve packages.
  const NETWORK_ERROR = /code (EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET_TIMEOUT)/;
  const unreachable = exited(ping).then(({ status }) => status !== 0 && NETWORK_ERROR.test(pingError));
  if (!(await Promise.race([done.then(() => false), unreachable]))) {
    ping.kill();
    return done;
  }
  fetching.kill('SIGTERM');
  await done;
  const registry = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
  const reason = /reason: (.*)/.exec(pingError)?.[1] ?? pingError.trim().split('\n').pop();
  console.error(`the npm registry (${registry}) cannot be reached: ${reason}; trying ${what} from npm's cache alone`);
  const offline = await exited(spawn('npm', [...npmArgs, '--offline'], spawnOptions));
  if (offline.status !== 0) {
    fail(
      `${what} needs the npm registry (${registry}) once, and it cannot be reached from this machine (${reason}). ` +
        `Connect to a network (or set npm's registry to a mirror you can reach) and run the command again.`,
    );
  }
  return offline;
}

/** Runs a command in the foreground, passes on SIGINT and SIGTERM, and exits as it does. */
function handOver(cmd, cmdArgs, env = process.env) {
  const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env });
  // Ctrl-C also reaches the child straight from the terminal; a second SIGINT is harmless to every command.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + os.constants.signals[signal]));
}

// Node 24 runs everything, here as in the image. `.nvmrc` (which nvm reads too) pins the exact version for
// local runs; when the running Node is older, the npm registry's `node` package, the real binary, supplies it.
const pinned = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const major = (version) => Number(version.split('.')[0]);

/** The pinned runtime's binary under .data/runtime, installed when missing. */
async function pinnedRuntime() {
  const runtimes = path.join(root, '.data', 'runtime');
  const binary = (dir) => path.join(dir, 'node_modules', '.bin', 'node');
  const target = path.join(runtimes, `node-${pinned}`);
  fs.mkdirSync(runtimes, { recursive: true });
  // Installs go into a partial-<pid> folder renamed when complete, so an interrupted install never
  // looks like a runtime; partial folders of processes that are gone are leftovers of such installs.
  const alive = (pid) => {
    try {
      return process.kill(pid, 0);
    } catch (err) {
      return err.code === 'EPERM';
    }
  };
  for (const name of fs.readdirSync(runtimes)) {
    const pid = /\.partial-(\d+)$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) fs.rmSync(path.join(runtimes, name), { recursive: true, force: true });
  }
  if (fs.existsSync(binary(target))) return binary(target);

  const partial = `${target}.partial-${process.pid}`;
  console.log(`fetching Node ${pinned} (see .nvmrc; this machine has ${process.version}) into .data/runtime…`);
  const started = Date.now();
  // stdout holds only npm's summary, which would repeat ours; errors come on stderr.
  const result = await npmFetch(
    ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `node@${pinned}`],
    { cwd: runtimes, stdio: ['ignore', 'ignore', 'inherit'] },
    `fetching Node ${pinned}`,
  );
  if (result.status === 0 && fs.existsSync(binary(partial))) {
    try {
      fs.renameSync(partial, target);
    } catch {
      /* a run beside this one finished first: its runtime is as good */
    }
  }
  fs.rmSync(partial, { recursive: true, force: true });
  if (!fs.existsSync(binary(target))) fail(`fetching Node ${pinned} failed (npm exit ${result.status ?? result.signal})`);
  console.log(`Node ${pinned} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return binary(target);
}

if (major(process.versions.node) < major(pinned)) {
  if (process.env.LORA_SYSTEM_NODE === '1') {
    fail(
      `This project runs on Node ${major(pinned)} (${pinned} in .nvmrc), not ${process.version}. With LORA_SYSTEM_NODE=1 ` +
        `it does not fetch it: put a Node ≥ ${major(pinned)} first on PATH (\`nvm use\` reads .nvmrc), or unset LORA_SYSTEM_NODE.`,
    );
  }
  // The dependencies install beside the Node download: npm runs on the machine's Node either way, and the native
  // addons (argon2, sharp, @swc/core) are prebuilt for N-API, which loads on any version.
  const [runtime] = await withCheckoutLock(root, () => Promise.all([pinnedRuntime(), ensureInstalled()]));
  // Guards against re-running forever should the binary there not be what its folder says.
  if (process.execPath === fs.realpathSync(runtime)) fail(`${runtime} is ${process.version}, not Node ${pinned}: delete .data/runtime and retry`);
  // Its folder first on PATH: npm, its scripts (swc, tsc), jest and every process spawned from
  // process.execPath then run on it. npm run points NODE and npm_node_execpath at the Node it ran on.
  const bin = path.dirname(runtime);
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, NODE: runtime, npm_node_execpath: runtime };
  handOver(runtime, [...process.execArgv, self, ...process.argv.slice(2)], env);
} else {
  const run = (cmd, cmdArgs, what) => {
    const started = Date.now();
    const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: process.env });
    if (result.status !== 0) fail(`${what} failed (exit ${result.status ?? result.signal})`, result.status ?? 1);
    return ((Date.now() - started) / 1000).toFixed(1);
  };

  // A build is skipped when no input changed since the last one (same newest modification time, same
  // number of files) and every workspace still has its output (dist/, and bundle/ for the services).
  // `test-unit`, and a workspace's tests when all of them are unit specs (no `*.test.ts`), run from
  // source: they need only the runner itself (infra) and what that imports.
  const unit = command === 'test-unit';
  const workspace = args.find((arg) => arg.startsWith('--workspace='))?.slice('--workspace='.length);
  const fromSource = unit || (workspace !== undefined && !hasStackTests(path.resolve(root, workspace)));
  const dirs = fromSource ? ['packages/api', 'infra'].map((dir) => path.join(root, dir)) : workspaceDirs();
  const stampFile = path.join(root, 'node_modules', fromSource ? '.lora-build-runner.json' : '.lora-build.json');
  // One install and build at a time in this checkout (checkout-lock.mjs); the command itself runs unlocked.
  await withCheckoutLock(root, async () => {
    await ensureInstalled();
    const inputs = buildInputs(dirs);
    const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
    if (stamp !== JSON.stringify(inputs) || !dirs.every((dir) => buildOutputs(dir).every((out) => fs.existsSync(out)))) {
      const workspaces = fromSource ? dirs.map((dir) => `--workspace=${path.relative(root, dir)}`) : [];
      const seconds = run('npm', ['run', 'build', '--silent', ...workspaces], 'build');
      fs.writeFileSync(stampFile, JSON.stringify(inputs));
      console.log(`built in ${seconds} s`);
    }
  });

  // The command runs in this process: one Node process fewer for the whole run.
  process.argv = [process.execPath, path.join(root, commands[command]), ...(unit ? ['--unit'] : []), ...args];
  await import(pathToFileURL(process.argv[1]).href);
}

/**
 * Installs are recorded with what they hold (`run` or `all`) and when; a newer lockfile or package.json, or a command
 * that needs more than is there, installs again. A fresh clone gets `npm ci`, which fails rather than change the
 * lockfile; an existing node_modules is brought up to date by `npm install`, which only adds and removes what differs.
 */
async function ensureInstalled() {
  const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  const stampPath = path.join(root, 'node_modules', '.lora-install.json');
  const installed = fs.existsSync(stampPath) ? JSON.parse(fs.readFileSync(stampPath, 'utf8')) : null;
  const manifests = ['package-lock.json', 'package.json', ...workspaceNames().map((name) => path.join(name, 'package.json'))];
  const changed = !installed || Math.max(...manifests.map((file) => mtime(path.join(root, file)))) > installed.at;
  const need = RUN_ONLY.has(command) ? 'run' : 'all';
  if (changed || (need === 'all' && installed.tier !== 'all')) {
    const tier = need === 'all' || installed?.tier === 'all' ? 'all' : 'run';
    const fresh = !fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'));
    // Engines are checked against the Node the project runs on, which may still be downloading beside this install.
    // The lockfile pins every package by its integrity: one already in npm's cache is taken from it without asking the
    // registry again (measured on a fresh clone: 20.0 s → 14.2 s); one that is not is fetched as usual.
    const npmArgs = [
      fresh ? 'ci' : 'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `--node-version=${pinned}`,
      ...(tier === 'run' ? ['--omit=dev'] : []),
    ];
    console.log(
      `installing ${tier === 'run' ? 'what building and running takes' : 'every dependency, test tools included'} (npm ${npmArgs.join(' ')})…`,
    );
    const began = Date.now();
    const result = await npmFetch(npmArgs, { cwd: root, stdio: 'inherit', env: process.env }, 'installing the dependencies');
    if (result.status !== 0) fail(`npm ${npmArgs[0]} failed (exit ${result.status ?? result.signal})`, result.status ?? 1);
    fs.writeFileSync(stampPath, JSON.stringify({ tier, at: Date.now() }));
    console.log(`dependencies installed in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }
}

/** The workspaces' folders, relative to the root, as package.json lists them. */
function workspaceNames() {
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
}

/** The folders of the workspaces that have a build script. */
function workspaceDirs() {
  return workspaceNames()
    .map((name) => path.join(root, name))
    .filter((dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.build);
}

/** What a workspace's build writes: dist/, and bundle/ when it bundles its entry (infra/bundle-service.mjs). */
function buildOutputs(dir) {
  const build = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build;
  return [path.join(dir, 'dist'), ...(build.includes('bundle-service.mjs') ? [path.join(dir, 'bundle')] : [])];
}

/** Whether a folder holds tests beyond the unit tier (`*.test.ts`, browser ones included): some run the built services. */
function hasStackTests(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .some((file) => file.endsWith('.test.ts') && !file.split(path.sep).some((part) => ['node_modules', 'dist', 'bundle'].includes(part)));
}

/** What a build of these workspaces reads: their files but output and dependencies, and the shared configuration. */
function buildInputs(dirs) {
  const OUTPUTS = new Set(['node_modules', 'dist', 'bundle']);
  let newest = 0;
  let count = 0;
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) if (!OUTPUTS.has(name) && !name.startsWith('.')) visit(path.join(file, name));
      return;
    }
    newest = Math.max(newest, stat.mtimeMs);
    count++;
  };
  for (const dir of dirs) visit(dir);
  for (const name of ['.swcrc', 'tsconfig.base.json', 'package-lock.json']) visit(path.join(root, name));
  return { newest, count };
}

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensureInfrastructure } from './providers/infrastructure.js';
import { ensureChromium } from './providers/browser.js';
import { dropDatabases } from './providers/postgres.js';
import { dataDir, repoRoot } from './paths.js';

const say = (line: string) => console.log(`test     | ${line}`);

/** What a run covers: every project, or `unit` alone (`--unit`, see jest.config.js); the repository, or one folder (`--workspace=`). */
interface Selection {
  unit: boolean;
  workspace?: string;
  /** Passed on to jest: test file paths, `--seed=…`, `-t …`. */
  jestArgs: string[];
}

function parseArgs(args: string[]): Selection {
  const selection: Selection = { unit: false, jestArgs: [] };
  for (const arg of args) {
    if (arg === '--unit') selection.unit = true;
    else if (arg.startsWith('--workspace=')) selection.workspace = path.resolve(repoRoot, arg.slice('--workspace='.length));
    else selection.jestArgs.push(arg);
  }
  return selection;
}

/**
 * `npm test`: type-checks and lints the repository, finds or starts Postgres and NATS, then runs every jest suite.
 * `npm run test:unit`: the `unit` project alone, with no servers and no type check. A workspace's `npm test`:
 * that folder's suites alone, of every project. Each run gets its own id; each test file makes a database and a NATS
 * subject prefix from it, so a run never touches `npm start`'s data or traffic. Databases of this run are dropped at the end.
 */
async function main(): Promise<number> {
  const started = Number(process.env.LORA_COMMAND_STARTED) || Date.now();
  const selection = parseArgs(process.argv.slice(2));
  const testDataDir = path.join(dataDir, 'test');
  fs.mkdirSync(testDataDir, { recursive: true });
  // The test run decides for itself; an outer DATABASE_URL/NATS_URL is honoured as the server to use.
  if (!selection.unit && !selection.workspace) {
    // Side by side: each leaves a core idle part of the time (the type check between its three projects' phases,
    // ESLint while it reads files).
    const [typecheck, lint] = await Promise.all([typecheckAll(), lintAll()]);
    if (typecheck !== 0) return typecheck;
    if (lint !== 0) return lint;
  }
  const jestArgs = [
    ...(selection.unit ? ['--selectProjects', 'unit'] : []),
    ...(selection.workspace ? [`--roots=${selection.workspace}`] : []),
    ...selection.jestArgs,
  ];
  // Unit specs need neither servers nor a browser.
  let code = selection.unit ? await runJest(jestArgs, {}) : await runOnServers(jestArgs, testDataDir);
  if (code === 0) code = treeUnchanged();
  say(`${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

/** Jest with Postgres, NATS and Chromium found or started; the run's databases dropped after it. */
async function runOnServers(jestArgs: string[], testDataDir: string): Promise<number> {
  const chromium = ensureChromium(say);
  const infra = await ensureInfrastructure(testDataDir, say);
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  try {
    return await runJest(jestArgs, {
      TEST_PG_SERVER_URL: infra.postgres.serverUrl,
      NATS_URL: infra.nats.url,
      TEST_RUN_ID: runId,
      CHROMIUM_PATH: chromium,
    });
  } finally {
    const dropped = await dropDatabases(infra.postgres.serverUrl, `lora_t_${runId}`).catch(() => 0);
    if (dropped) say(`dropped ${dropped} leftover test database(s)`);
    await infra.stop();
  }
}

/**
 * Whether the run left the checkout as git saw it before the command began (infra/bootstrap.mjs notes that):
 * on a clean clone, `git status --porcelain` must still be empty. Skipped outside a git checkout.
 */
function treeUnchanged(): number {
  const before = process.env.LORA_TREE_AT_START;
  const now = spawnSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' });
  if (before === undefined || now.status !== 0) return 0;
  const earlier = new Set(before.split('\n'));
  const changed = now.stdout.split('\n').filter((line) => line && !earlier.has(line));
  if (changed.length === 0) return 0;
  say(`the run changed the checkout (git status --porcelain):\n${changed.join('\n')}`);
  return 1;
}

/**
 * The three projects side by side (the frontend is checked apart: its browser code gets the DOM and no Node types;
 * its Vite config runs in Node), each failure named.
 */
async function typecheckAll(): Promise<number> {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const projects = ['tsconfig.json', 'frontend/tsconfig.json', 'frontend/tsconfig.node.json'];
  const codes = await Promise.all(projects.map((project) => run(process.execPath, [tsc, '-p', project, '--noEmit'], {})));
  const failed = projects.filter((_, i) => codes[i] !== 0);
  if (failed.length) {
    say(`type check failed (${failed.join(', ')})`);
    return codes.find((code) => code !== 0)!;
  }
  say('type check passed');
  return 0;
}

/** `npm run lint`: ESLint over the tree, then Prettier's check. */
async function lintAll(): Promise<number> {
  const code = await run('npm', ['run', '--silent', 'lint'], {});
  say(code === 0 ? 'lint passed' : 'lint failed');
  return code;
}

function runJest(args: string[], env: Record<string, string>): Promise<number> {
  const jest = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
  return run(process.execPath, ['--experimental-vm-modules', '--no-warnings', jest, ...args], env);
}

function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'test' },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 1);
    }),
  );
}

process.exitCode = await main();

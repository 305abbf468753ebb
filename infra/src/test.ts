import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensureInfrastructure } from './providers/infrastructure.js';
import { ensureChromium } from './providers/browser.js';
import { dropDatabases } from './providers/postgres.js';
import { dataDir, repoRoot } from './paths.js';

const say = (line: string) => console.log(`test     | ${line}`);

/**
 * `npm test`: type-checks the repository, finds or starts Postgres and NATS, then runs every jest suite. Each run gets its
 * own id; each test file makes a database and a NATS subject prefix from it, so a run never
 * touches `npm start`'s data or traffic. Databases of this run are dropped at the end.
 */
async function main(): Promise<number> {
  const started = Number(process.env.LORA_COMMAND_STARTED) || Date.now();
  const testDataDir = path.join(dataDir, 'test');
  fs.mkdirSync(testDataDir, { recursive: true });
  // The test run decides for itself; an outer DATABASE_URL/NATS_URL is honoured as the server to use.
  // The frontend is checked apart: its browser code gets the DOM and no Node types; its Vite config runs in Node.
  for (const project of ['tsconfig.json', 'frontend/tsconfig.json', 'frontend/tsconfig.node.json']) {
    const typecheck = await run(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project, '--noEmit'], {});
    if (typecheck !== 0) {
      say(`type check failed (${project})`);
      return typecheck;
    }
  }
  say('type check passed');
  const chromium = ensureChromium(say);
  const infra = await ensureInfrastructure(testDataDir, say);
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  let code = 1;
  try {
    code = await runJest({
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
  if (code === 0) code = treeUnchanged();
  say(`${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
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

function runJest(env: Record<string, string>): Promise<number> {
  const jest = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
  return run(process.execPath, ['--experimental-vm-modules', '--no-warnings', jest, ...process.argv.slice(2)], env);
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

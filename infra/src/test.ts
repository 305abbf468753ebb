import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensureInfrastructure } from './providers/infrastructure.js';
import { ensureChromium } from './providers/browser.js';
import { dropDatabases } from './providers/postgres.js';
import { dataDir, repoRoot } from './paths.js';

const say = (line: string) => console.log(`test     | ${line}`);

/**
 * `npm test`: type-checks and lints the repository, finds or starts Postgres and NATS, then runs every jest suite. Each run gets its
 * own id; each test file makes a database and a NATS subject prefix from it, so a run never
 * touches `npm start`'s data or traffic. Databases of this run are dropped at the end.
 */
async function main(): Promise<number> {
  const started = Date.now();
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
  const lint = await run('npm', ['run', '--silent', 'lint'], {});
  if (lint !== 0) {
    say('lint failed');
    return lint;
  }
  say('lint passed');
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
  say(`${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
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

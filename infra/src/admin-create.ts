import { spawn } from 'node:child_process';
import path from 'node:path';
import { useStandardPorts } from './providers/infrastructure.js';
import { ensureDatabase, ensurePostgres, type PostgresHandle } from './providers/postgres.js';
import { DATABASE_NAME, dataDir, repoRoot } from './paths.js';

/**
 * `npm run admin:create -- <username>`: finds the database `npm start` uses, in the launcher's order
 * (DATABASE_URL, the embedded Postgres a running `npm start` uses, 127.0.0.1:5432, the embedded Postgres
 * under .data started for the occasion and stopped after), then runs identity's CLI against it.
 */
async function main(): Promise<number> {
  let postgres: PostgresHandle;
  let databaseUrl: string;
  try {
    postgres = await ensurePostgres({
      dataDir,
      log: (line) => console.error(line),
      databaseUrl: process.env.DATABASE_URL,
      useStandardPort: useStandardPorts(),
    });
    databaseUrl = process.env.DATABASE_URL || (await ensureDatabase(postgres.serverUrl, DATABASE_NAME));
  } catch (err) {
    console.error(`Could not find the database: ${(err as Error).message}`);
    return 1;
  }
  try {
    const cli = spawn(process.execPath, [path.join(repoRoot, 'services/identity/dist/cli/create-admin.js'), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    // The CLI gets a terminal's Ctrl-C itself; a signal sent to this process alone is passed on.
    const forward = (signal: NodeJS.Signals) => cli.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise<number>((resolve) => cli.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await postgres.stop();
  }
}

process.exitCode = await main();

import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { ADMIN_ROLE } from '@lora/contracts';
import { createServiceDataSource, loadRuntimeConfig, migrate, redactUrl } from '@lora/runtime';
import { identityDatabase } from '../database.js';
import { createUser } from '../users/users.service.js';

/** `npm run admin:create -- <username>`: password from ADMIN_PASSWORD, piped stdin, or a prompt. */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    if (!process.stdin.isTTY) {
      for await (const line of rl) return line;
      return '';
    }
    const muted = rl as unknown as { _writeToOutput: (s: string) => void };
    const question = rl.question('Password: ');
    muted._writeToOutput = (s: string) => {
      if (s.startsWith('Password: ')) process.stdout.write(s);
    };
    const answer = await question;
    process.stdout.write('\n');
    return answer;
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run admin:create -- <username>   (password from ADMIN_PASSWORD, stdin or a prompt)');
    return 2;
  }
  const config = loadRuntimeConfig();
  const dataSource = createServiceDataSource({ url: config.databaseUrl, schema: 'identity', ...identityDatabase, poolSize: 1 });
  try {
    await migrate(dataSource, config.databaseUrl, 'identity');
    const user = await createUser(dataSource, { username, password: await readPassword(), role: ADMIN_ROLE });
    console.log(`Created admin "${user.username}" (id ${user.id}) in ${redactUrl(config.databaseUrl)}`);
    return 0;
  } catch (err) {
    const payload = (err as { getError?: () => { message: string } }).getError?.();
    console.error(`Could not create admin "${username}": ${payload?.message ?? (err as Error).message}`);
    return 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

process.exitCode = await main();

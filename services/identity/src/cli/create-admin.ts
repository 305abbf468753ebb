import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { ADMIN_ROLE } from '@lora/contracts';
import { createServiceDataSource, migrate, redactUrl } from '@lora/runtime';
import { loadCliConfig } from '../config.js';
import { identityDatabase } from '../data/database.js';
import { createUser } from '../users/users.service.js';
import { IdentityStore } from '../data/identity.store.js';

/** `npm run admin:create -- <username>`: password from ADMIN_PASSWORD, piped stdin, or a prompt. */
async function readPassword(fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    return '';
  }
  return promptHidden('Password: ');
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003') return finish(() => reject(new Error('cancelled')));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run admin:create -- <username>   (password from ADMIN_PASSWORD, stdin or a prompt)');
    return 2;
  }
  let config: ReturnType<typeof loadCliConfig>;
  try {
    config = loadCliConfig();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const dataSource = createServiceDataSource({ url: config.databaseUrl, schema: 'identity', ...identityDatabase, poolSize: 1 });
  try {
    await migrate(dataSource, config.databaseUrl, 'identity');
    const user = await createUser(new IdentityStore(dataSource).users, {
      username,
      password: await readPassword(config.password),
      role: ADMIN_ROLE,
    });
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

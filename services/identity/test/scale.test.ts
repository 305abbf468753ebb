import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Patterns, type ServiceBus } from '@lora/contracts';
import type { RunningService } from '@lora/runtime';
import { InProcessStack } from '../../../infra/src/testing/in-process.js';
import { TEST_ADMIN } from '../../../infra/src/testing/environment.js';
import { identityService } from '../src/service.js';

let stack: InProcessStack;
let bus: ServiceBus;
let replicas: RunningService[];

beforeAll(async () => {
  stack = await InProcessStack.start(identityService);
  replicas = [stack.running[0], await stack.add(identityService)];
  bus = await stack.bus();
});

afterAll(async () => {
  await stack?.stop();
});

async function handledLogins(replica: RunningService): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${replica.internalPort}/metrics`);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('rpc_messages_handled_total') && l.includes('pattern="identity.login"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('two identity replicas on one queue group', () => {
  it('N logins produce N sessions, each handled by exactly one replica', async () => {
    const N = 24;
    // About what is shared, not how fast: argon2 verifications queue on a busy test machine, so the wait is generous.
    const results = await Promise.all(Array.from({ length: N }, () => bus.send(Patterns.identity.login, TEST_ADMIN, { timeoutMs: 20_000 })));
    expect(new Set(results.map((r) => r.token)).size).toBe(N);

    const { rows } = await (await stack.db()).query(`SELECT count(*)::int AS n FROM identity.sessions`);
    expect(rows[0].n).toBe(N);

    const [first, second] = [await handledLogins(replicas[0]), await handledLogins(replicas[1])];
    expect(first + second).toBe(N);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
  });
});

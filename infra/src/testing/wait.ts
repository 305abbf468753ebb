import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `check` holds, asking again every `intervalMs`; fails naming `what` when `timeoutMs` passes first.
 * Tests wait for what they need to see, never for a fixed time.
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition', intervalMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

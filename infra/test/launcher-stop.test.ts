import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LaunchedStack } from '../src/testing/launched-stack.js';
import { answers, launchOnTestInfra, nextPid, type TestLaunch } from '../src/testing/launch.js';
import { eventually } from '../src/testing/wait.js';

/** The end of an `npm start` run, on a launcher of its own: a service it gives up on, then Ctrl-C leaving no process behind. */
let launch: TestLaunch;
let stack: LaunchedStack;
let port: number;

beforeAll(async () => {
  launch = await launchOnTestInfra('launcher_stop', 'launcher-test-password');
  ({ stack, port } = launch);
}, 120_000);

afterAll(async () => {
  await launch?.cleanup();
});

describe('npm start, to the end', () => {
  it('gives up on a service after 5 quick crashes in a row, says so, and keeps the rest running; Ctrl-C then stops every process it started', async () => {
    let pid = stack.servicePid('media');
    for (let crash = 1; crash <= 5; crash++) {
      pid = await nextPid(stack, 'media', crash === 1 ? undefined : pid);
      process.kill(pid, 'SIGKILL');
    }
    await stack.waitForLine((l) => l.includes('Giving up on media'), 10_000);
    expect(stack.output.filter((l) => l.startsWith('start    | media exited'))).toEqual([
      'start    | media exited (SIGKILL); restarting it in 0.5 s (crash 1 of 5 before giving up)',
      'start    | media exited (SIGKILL); restarting it in 1 s (crash 2 of 5 before giving up)',
      'start    | media exited (SIGKILL); restarting it in 2 s (crash 3 of 5 before giving up)',
      'start    | media exited (SIGKILL); restarting it in 4 s (crash 4 of 5 before giving up)',
      'start    | media exited (SIGKILL): 5 crashes in a row, each within 30 s of starting. ' +
        'Giving up on media; the other services keep running and the API answers 503 for it (its last lines are above).',
    ]);
    expect(await answers(`http://127.0.0.1:${port}/api/products`)).toBe(200);
    // The status page reuses a check for 2 s: the first made after the last crash says media is down.
    const status = async () => ((await (await fetch(`http://127.0.0.1:${port}/api/status`)).json()) as { services: Record<string, string> }).services;
    await eventually(async () => (await status()).media === 'down', 5000, 'media down on the status page');
    expect(await status()).toEqual({ identity: 'up', catalog: 'up', content: 'up', media: 'down' });
    // Nothing restarted it meanwhile.
    expect(stack.servicePid('media')).toBeUndefined();
    // Ctrl-C is SIGINT to its process group: it prints "stopped" and exits 0.
    const result = await stack.stop('ctrl-c');
    expect(result).toMatchObject({ code: 0, stopped: true, left: [] });
  });
});

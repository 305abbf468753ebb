import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listeningAddresses, type LaunchedStack } from '../src/testing/launched-stack.js';
import { answers, launchOnTestInfra, nextPid, type TestLaunch } from '../src/testing/launch.js';
import { APP_SERVICES } from '../src/paths.js';

/**
 * `npm start` end to end on the machine's Postgres and NATS: everything comes up, the seed lands, only
 * loopback addresses are bound, and a crashed service comes back (launcher-stop.test.ts: giving up, Ctrl-C).
 */
let launch: TestLaunch;
let stack: LaunchedStack;
let port: number;

beforeAll(async () => {
  launch = await launchOnTestInfra('launcher', 'launcher-test-password');
  ({ stack, port } = launch);
}, 120_000);

afterAll(async () => {
  await launch?.cleanup();
});

describe('npm start', () => {
  it('prints the URL and the admin sign-in', () => {
    expect(stack.output).toContain(`  The site is running at  http://localhost:${port}`);
    expect(stack.output).toContain('  Admin sign-in:          admin / launcher-test-password');
  });

  it('serves the page, the API and the seeded catalogue', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<!doctype html>');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(stack.output.some((l) => /seed: 6 categories and \d+ products created/.test(l))).toBe(true);
  });

  it('binds the gateway and every internal port to 127.0.0.1 only (HOST unset)', () => {
    const bound = Object.fromEntries(APP_SERVICES.map((service) => [service, listeningAddresses(stack.servicePid(service)!)]));
    // The gateway: the site's port and its metrics port; each service: its internal port.
    expect(bound.gateway).toContain(`127.0.0.1:${port}`);
    for (const service of APP_SERVICES) {
      expect(bound[service]).toHaveLength(service === 'gateway' ? 2 : 1);
      for (const address of bound[service]) expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
    }
  });

  it('restarts a service killed with SIGKILL after 0.5 s and logs it; the API answers again without a restart of the stack', async () => {
    const gateway = stack.servicePid('gateway');
    const killed = stack.servicePid('catalog')!;
    process.kill(killed, 'SIGKILL');
    await stack.waitForLine((l) => l.includes('catalog restarted and ready'), 30_000);
    expect(await nextPid(stack, 'catalog', killed)).not.toBe(killed);
    expect(stack.output).toContain('start    | catalog exited (SIGKILL); restarting it in 0.5 s (crash 1 of 5 before giving up)');
    expect(await answers(`http://127.0.0.1:${port}/api/products`)).toBe(200);
    expect(stack.servicePid('gateway')).toBe(gateway);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { eventually } from '../../../infra/src/testing/wait.js';
import { PrivateNatsServer } from '../../../infra/src/providers/nats.js';
import { Patterns, SERVICE_NAMES } from '@lora/contracts';

const PROCESSES = [...SERVICE_NAMES, 'gateway'] as const;
type Process = (typeof PROCESSES)[number];
const LOST = 'lost the connection to NATS';
const REGAINED = 'Reconnected to NATS';
let nats: PrivateNatsServer;
let stack: TestStack;
let api: string;

beforeAll(async () => {
  nats = await PrivateNatsServer.start();
  stack = await TestStack.start({ services: [...PROCESSES], natsUrl: nats.url });
  api = stack.url();
});

afterAll(async () => {
  // The processes stop as they would in production: with the bus there to drain to.
  if (stack && nats) await busUp();
  await stack?.stop();
  await nats?.kill();
});

const readyz = (name: Process) => {
  const port = stack.process(name).options.probePort;
  return fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.status);
};

/** Where each process's output stands, to count what it prints from there on. */
const markLines = () => new Map(PROCESSES.map((name) => [name, stack.process(name).linesSeen]));
const linesContaining = (marks: Map<Process, number>, name: Process, text: string) =>
  stack
    .process(name)
    .linesSince(marks.get(name)!)
    .filter((line) => line.includes(text));

/** Brings the bus back, if it is down, and waits until every process is ready again. */
async function busUp(): Promise<void> {
  await nats.resume();
  for (const name of PROCESSES) await eventually(async () => (await readyz(name)) === 200);
}

/** Takes the bus down, from whatever state an earlier test left: every process has noticed when it returns. */
async function busDown(): Promise<Map<Process, number>> {
  await busUp();
  const marks = markLines();
  await nats.kill();
  for (const name of PROCESSES) await eventually(() => linesContaining(marks, name, LOST).length > 0);
  return marks;
}

describe('the message bus goes down', () => {
  let outage: Map<Process, number>;

  beforeAll(async () => {
    await busUp();
    await eventually(async () => (await request(api).post('/api/auth/login').send(TEST_ADMIN)).status === 200);
    outage = await busDown();
  });

  it('every process reports not ready, the gateway from a measured round trip', async () => {
    const res = await request(api).get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'not ready', checks: { nats: 'down' } });
    for (const name of SERVICE_NAMES) await eventually(async () => (await readyz(name)) === 503);
  });

  it('answers 503 "The message bus is unavailable" at once, not a 504 blaming a service', async () => {
    const started = performance.now();
    const res = await request(api).post('/api/auth/login').send(TEST_ADMIN);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The message bus is unavailable');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('says so on the status route', async () => {
    // The status page reuses a check for 2 s: the first answers may still be from before the outage.
    await eventually(async () => (await request(api).get('/api/status').expect(200)).body.bus === 'down', 5000);
    const res = await request(api).get('/api/status').expect(200);
    expect(res.body).toMatchObject({
      status: 'degraded',
      bus: 'down',
      services: { identity: 'down', catalog: 'down', content: 'down', media: 'down' },
    });
  });

  it('every process logs the lost connection once', () => {
    for (const name of PROCESSES) expect([name, linesContaining(outage, name, LOST).length]).toEqual([name, 1]);
  });
});

describe('the message bus comes back', () => {
  let outage: Map<Process, number>;

  beforeAll(async () => {
    outage = await busDown();
    // Reconnect attempts keep failing while the server is away; the services' next round trips show it.
    for (const name of SERVICE_NAMES) await eventually(async () => (await readyz(name)) === 503);
    await nats.resume();
  });

  it('every process is ready again and logs the reconnection once, having logged the whole outage once', async () => {
    for (const name of PROCESSES) await eventually(async () => (await readyz(name)) === 200);
    // A round trip can succeed a moment before the client's reconnect event is logged.
    for (const name of PROCESSES) await eventually(() => linesContaining(outage, name, REGAINED).length > 0);
    for (const name of PROCESSES) expect([name, linesContaining(outage, name, REGAINED).length]).toEqual([name, 1]);
    for (const name of PROCESSES) expect([name, linesContaining(outage, name, LOST).length]).toEqual([name, 1]);
  });

  it('requests succeed again without restarting anything', async () => {
    await eventually(async () => (await request(api).post('/api/auth/login').send(TEST_ADMIN)).status === 200);
    // The status page reuses a check for 2 s, so the first answers after recovery may still be the outage's.
    await eventually(async () => (await request(api).get('/api/status').expect(200)).body.status === 'operational', 5000);
    expect((await request(api).get('/api/status')).body).toMatchObject({ status: 'operational', bus: 'up' });
  });
});

describe('the message bus goes down while a request waits for its answer', () => {
  it('the waiting request gets the 503 at once, not at the end of its timeout', async () => {
    await busUp();
    // A catalog that does not answer (stopped, not dead) holds the request at the bus.
    stack.process('catalog').pause();
    try {
      // Held at the bus once the request has crossed it: a listener of the test's own sees it on the catalog's subject.
      const watcher = await stack.bus();
      const crossed = watcher.connection.subscribe(watcher.subject(Patterns.catalog.listProducts), { max: 1 });
      await watcher.connection.flush();
      const pending = request(api).get(`/api/products?search=waiting${Math.random()}`);
      const answer = pending.then((res) => ({ status: res.status, message: res.body.message, at: performance.now() }));
      for await (const _ of crossed) break;
      const killedAt = performance.now();
      await nats.kill();
      const { status, message, at } = await answer;
      expect([status, message]).toEqual([503, 'The message bus is unavailable']);
      // REQUEST_TIMEOUT_MS is 3000: the answer comes with the lost connection, long before that.
      expect(at - killedAt).toBeLessThan(1000);
    } finally {
      stack.process('catalog').resume();
      await busUp();
    }
  });
});

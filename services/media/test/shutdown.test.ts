import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { RunningService } from '@lora/runtime';
import type { UploadResult } from '@lora/contracts';
import { InProcessStack } from '../../../infra/src/testing/in-process.js';
import { mediaService } from '../src/service.js';

// A media replica told to stop (a rolling update) while the gateway reads a picture from it over kept-alive
// connections: every read is answered from the picture, or refused so that the gateway asks another replica.

let stack: InProcessStack;
let media: RunningService;

beforeAll(async () => {
  stack = await InProcessStack.start(mediaService);
  media = stack.running[0];
});

afterAll(async () => {
  await stack?.stop();
});

/** A GET on `agent`'s kept-alive connections: the status, or the code of the error that refused it. */
const read = (agent: http.Agent, url: string) =>
  new Promise<number | string>((resolve) =>
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message)),
  );

describe('a media replica that stops', () => {
  it('answers the reads it takes from the picture, never with a 500, and refuses the rest', async () => {
    const base = `http://127.0.0.1:${media.internalPort}`;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${base}/internal/uploads`, {
      method: 'POST',
      headers: { 'x-original-name': 'probe.png', 'x-uploaded-by': 'admin' },
      body: png,
    });
    expect(uploaded.status).toBe(200);
    const { file } = (await uploaded.json()) as UploadResult;
    const object = `${base}/internal/objects/${file.url.replace('/api/images/', '')}`;
    expect(await read(new http.Agent(), object)).toBe(200);

    const answers: Array<number | string> = [];
    let stopped = false;
    const reader = async () => {
      const agent = new http.Agent({ keepAlive: true });
      while (!stopped) answers.push(await read(agent, object));
      agent.destroy();
    };
    const readers = Array.from({ length: 6 }, reader);
    while (answers.length < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    // Closed while the readers go on: a kept-alive connection does not hold the replica up (the process has 10 s).
    const closed = media.close().then(() => 'closed while reading');
    let deadline: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([closed, new Promise((resolve) => (deadline = setTimeout(resolve, 10_000, 'still open after 10 s')))]);
    clearTimeout(deadline);
    stopped = true;
    await Promise.all(readers);
    await closed;

    expect(outcome).toBe('closed while reading');
    const statuses = new Set(answers);
    expect(statuses.has(200)).toBe(true);
    expect([...statuses].filter((answer) => answer !== 200 && answer !== 'ECONNREFUSED' && answer !== 'ECONNRESET')).toEqual([]);
  });
});

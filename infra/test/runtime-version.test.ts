import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@lora/contracts';
import { repoRoot } from '../src/paths.js';
import { TestStack } from '../src/testing/stack.js';

/**
 * Every process of a run is on Node 24, the major `.nvmrc` pins: jest itself and each service it
 * starts, all on the same binary (the pinned one wherever the machine's own Node is older).
 */

const pinned = `v${readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()}`;
const pinnedMajor = pinned.split('.')[0];
let stack: TestStack;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'content', 'media', 'gateway'] });
});

afterAll(async () => {
  await stack?.stop();
});

/** The `version` label of `nodejs_version_info` in a Prometheus text exposition. */
async function reportedNodeVersion(baseUrl: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}/metrics`);
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('nodejs_version_info{'));
  return line?.match(/[{,]version="([^"]*)"/)?.[1];
}

describe('.nvmrc', () => {
  it('pins one exact Node 24 version', () => {
    expect(pinned).toMatch(/^v24\.\d+\.\d+$/);
  });
});

describe('jest', () => {
  it('runs on the pinned major version', () => {
    expect(process.version.split('.')[0]).toBe(pinnedMajor);
  });
});

describe('GET /metrics nodejs_version_info', () => {
  it('the gateway reports the Node jest runs on', async () => {
    expect(await reportedNodeVersion(stack.internalUrl('gateway'))).toBe(process.version);
  });

  it('identity, catalog, content and media each report the Node jest runs on', async () => {
    const reported: Record<string, string | undefined> = {};
    for (const name of SERVICE_NAMES) {
      reported[name] = await reportedNodeVersion(`http://127.0.0.1:${stack.process(name).options.probePort}`);
    }
    expect(reported).toEqual({ identity: process.version, catalog: process.version, content: process.version, media: process.version });
  });
});

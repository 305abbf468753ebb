import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TEST_ADMIN, TestStack } from '../testing/stack.js';
import { dataDir } from '../paths.js';
import { seedProduct } from '../seed/seed.js';

/**
 * The whole stack seeded as `npm start` seeds it, with a few news articles as a site in use has them: what the
 * browser benchmarks (bench:lighthouse, bench:interactive) load their pages from.
 */
export async function startSiteInUse(log: (line: string) => void): Promise<{ stack: TestStack; productId: number; stop: () => Promise<void> }> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), log);
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  const stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    env: { LOG_LEVEL: 'warn', STORAGE_DIR: imagesDir },
    // The contact form is sent from one address, many times over.
    serviceEnv: { gateway: { ENQUIRY_MAX_PER_WINDOW: '100000' } },
  });
  const stop = async () => {
    await stack.stop();
    await infra.stop();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  };
  try {
    await seedProduct(await stack.bus());
    const admin = await stack.signIn(TEST_ADMIN);
    for (const [i, title] of [
      'Gateway firmware 4.2 adds LoRaWAN 1.1 roaming',
      'Soil probes now report at three depths',
      'Pilot: 400 air quality sensors across a hospital campus',
    ].entries()) {
      const res = await fetch(`${stack.url()}/api/admin/news`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin },
        body: JSON.stringify({
          title,
          category: 'Product',
          excerpt: `News item ${i + 1}: what changed and who it is for.`,
          content: 'The details, in a few paragraphs.',
          isPublished: true,
        }),
      });
      if (res.status !== 201) throw new Error(`creating a news article answered ${res.status}`);
    }
    const [product] = ((await (await fetch(`${stack.url()}/api/products?limit=1`)).json()) as { items: Array<{ id: number }> }).items;
    return { stack, productId: product.id, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

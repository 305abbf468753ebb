import { ServiceBus } from '@lora/contracts';
import { seedConfig } from './config.js';
import { describeSeed, seedInstallation } from './seed.js';

/**
 * `node infra/dist/seed/seed-command.js`: loads the demo catalogue, the news and blog posts, and their pictures
 * into an empty installation, through the running services (catalog, content and identity over the bus, media over
 * its internal address). A catalogue or a blog that has data is left as it is, so running it again is harmless.
 */
let config: ReturnType<typeof seedConfig.load>;
try {
  config = seedConfig.load();
} catch (err) {
  console.error(`The seed cannot start. ${(err as Error).message}`);
  process.exit(1);
}
const bus = await ServiceBus.connect({ url: config.natsUrl, prefix: config.subjectPrefix, name: 'seed', timeoutMs: config.requestTimeoutMs });
try {
  console.log(describeSeed(await seedInstallation(bus, { mediaUrl: config.mediaUrl })));
} catch (err) {
  console.error(`The seed failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await bus.close();
}

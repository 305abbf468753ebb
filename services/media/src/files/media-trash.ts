import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { Patterns, ServiceBus } from '@lora/contracts';
import { SERVICE_CONFIG, SERVICE_LOGGER, errorForLog } from '@lora/runtime';
import type { MediaConfig } from '../config.js';
import { OBJECT_STORAGE } from '../storage/storage.module-provider.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { MediaStore } from '../data/media.store.js';

/** How many expired files one pass purges. */
const BATCH = 20;

/**
 * Empties the trash: a deleted file stays restorable for MEDIA_TRASH_SECONDS (the admin's Undo), then its objects
 * and its row go. A pass claims expired rows with FOR UPDATE SKIP LOCKED, so two media replicas never purge one
 * file twice. Before purging, it asks the catalog and content again whether anything shows the file (an address may
 * have been pasted into a product meanwhile): one that is shown is taken back out of the trash, so no page ever
 * points at a missing file. When they cannot be asked, the pass waits for the next one.
 */
@Injectable()
export class MediaTrash implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(MediaStore) private readonly store: MediaStore,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(SERVICE_CONFIG) private readonly config: MediaConfig,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // A few passes per retention period: a file goes soon after its time is up.
    this.timer = setInterval(() => this.nudge(), Math.max(500, Math.min(5000, this.config.trashMs / 3)));
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private nudge(): void {
    this.running ??= this.purge()
      .then(() => undefined)
      .catch((err: unknown) => this.logger.warn(errorForLog(err), 'Emptying the media trash failed; the next pass tries again'))
      .finally(() => (this.running = undefined));
  }

  /** Purges the files whose time in the trash is up; answers how many went. */
  async purge(): Promise<number> {
    return this.store.transaction(async (tx) => {
      const expired = await tx.files.expired(new Date(Date.now() - this.config.trashMs), BATCH);
      let purged = 0;
      for (const file of expired) {
        const [products, articles] = await Promise.all([
          this.bus.send(Patterns.catalog.mediaUsage, { fileId: file.id }),
          this.bus.send(Patterns.content.mediaUsage, { fileId: file.id }),
        ]);
        if (products.total + articles.total) {
          await tx.files.setDeletedAt(file.id, null);
          this.logger.warn({ fileId: file.id }, 'A file in the trash is shown by a page again: it is back in the library');
          continue;
        }
        // Objects first: if storage fails, the row stays (in the trash) for the next pass.
        for (const key of file.objectKeys) await this.storage.remove(key);
        await tx.files.delete(file.id);
        purged++;
      }
      return purged;
    });
  }
}

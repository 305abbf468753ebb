import { Inject, Injectable } from '@nestjs/common';
import { Events, ServiceBus } from '@lora/contracts';
import { currentRequestId } from '@lora/runtime';

export interface CatalogChange {
  entity: 'product' | 'category' | 'catalogue';
  action: 'created' | 'updated' | 'deleted' | 'published' | 'imported';
  id?: number;
}

/** Every catalog write announces itself, so every gateway replica drops its cached reads. */
@Injectable()
export class CatalogEvents {
  constructor(@Inject(ServiceBus) private readonly bus: ServiceBus) {}

  /**
   * Flushing before the write is answered means the server has routed the event to every
   * gateway before the caller can issue its next read.
   */
  async changed(change: CatalogChange): Promise<void> {
    this.bus.publish(Events.catalogChanged, change, currentRequestId());
    await this.bus.flush();
  }
}

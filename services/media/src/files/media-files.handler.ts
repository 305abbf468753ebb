import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles, InternalAddress, ServiceError } from '@lora/runtime';
import { MediaIdQuery, MediaQuery, Patterns } from '@lora/contracts';
import { MediaFilesService } from './media-files.service.js';

@Controller()
export class MediaFilesHandler {
  constructor(
    @Inject(MediaFilesService) private readonly files: MediaFilesService,
    @Inject(InternalAddress) private readonly address: InternalAddress,
  ) {}

  @Handles(Patterns.media.list)
  list(@Payload() query: MediaQuery) {
    return this.files.list(query);
  }

  @Handles(Patterns.media.delete)
  remove(@Payload() query: MediaIdQuery) {
    return this.files.remove(query.id);
  }

  @Handles(Patterns.media.restore)
  restore(@Payload() query: MediaIdQuery) {
    return this.files.restore(query.id);
  }

  @Handles(Patterns.media.endpoint)
  endpoint() {
    const url = this.address.url;
    if (!url) throw new ServiceError('unavailable', 'The media service is still starting');
    return { url };
  }
}

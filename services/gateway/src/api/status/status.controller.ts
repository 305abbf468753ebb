import { Controller, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PlatformStatusDto, type PlatformStatus } from '@lora/contracts';
import { Operation } from '../../openapi/operation.js';
import { PlatformStatusService } from './platform-status.service.js';

@ApiTags('status')
@Controller()
export class StatusController {
  constructor(@Inject(PlatformStatusService) private readonly status: PlatformStatusService) {}

  @Header('Cache-Control', 'no-store')
  @Operation({
    summary: 'The message bus and every service behind the gateway',
    description: 'For the status page and operators. Always 200: the body says what is down.',
    response: PlatformStatusDto,
    answersWithoutBus: true,
  })
  current(): Promise<PlatformStatus> {
    return this.status.current();
  }
}

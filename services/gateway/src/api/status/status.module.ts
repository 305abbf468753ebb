import { Module } from '@nestjs/common';
import { ProbesController } from './probes.controller.js';
import { StatusController } from './status.controller.js';
import { PlatformStatusService } from './platform-status.service.js';

/** Probes for the orchestrator and the platform status for people. */
@Module({
  controllers: [ProbesController, StatusController],
  providers: [PlatformStatusService],
})
export class StatusModule {}

import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ApplyContentCommand, ImportRef, Patterns, StageContentCommand } from '@lora/contracts';
import { Handles } from '@lora/runtime';
import { ContentTransferService } from './content-transfer.service.js';

@Controller()
export class ContentTransferHandler {
  constructor(@Inject(ContentTransferService) private readonly transfer: ContentTransferService) {}

  @Handles(Patterns.content.stageImport)
  stage(@Payload() command: StageContentCommand) {
    return this.transfer.stage(command);
  }

  @Handles(Patterns.content.applyImport)
  apply(@Payload() command: ApplyContentCommand) {
    return this.transfer.apply(command.importId, command.dryRun, command.authorId);
  }

  @Handles(Patterns.content.discardImport)
  discard(@Payload() command: ImportRef) {
    return this.transfer.discard(command.importId);
  }
}

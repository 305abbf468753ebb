import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { ApplyCatalogueCommand, ImportRef, Patterns, StageCatalogueCommand } from '@lora/contracts';
import { CatalogueTransferService } from './catalogue-transfer.service.js';

@Controller()
export class CatalogueTransferHandler {
  constructor(@Inject(CatalogueTransferService) private readonly transfer: CatalogueTransferService) {}

  @Handles(Patterns.catalog.stageImport)
  stage(@Payload() command: StageCatalogueCommand) {
    return this.transfer.stage(command);
  }

  @Handles(Patterns.catalog.applyImport)
  apply(@Payload() command: ApplyCatalogueCommand) {
    return this.transfer.apply(command.importId, command.dryRun);
  }

  @Handles(Patterns.catalog.discardImport)
  discard(@Payload() command: ImportRef) {
    return this.transfer.discard(command.importId);
  }
}

import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { ImportCatalogueCommand, Patterns } from '@lora/contracts';
import { CatalogueTransferService } from './catalogue-transfer.service.js';

@Controller()
export class CatalogueTransferHandler {
  constructor(@Inject(CatalogueTransferService) private readonly transfer: CatalogueTransferService) {}

  @Handles(Patterns.catalog.importCatalogue)
  importCatalogue(@Payload() command: ImportCatalogueCommand) {
    return this.transfer.importCatalogue(command);
  }
}

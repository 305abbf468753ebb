import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ImportCatalogueCommand, Patterns } from '@lora/contracts';
import { CatalogueTransferService } from './catalogue-transfer.service.js';

@Controller()
export class CatalogueTransferHandler {
  constructor(@Inject(CatalogueTransferService) private readonly transfer: CatalogueTransferService) {}

  @MessagePattern(Patterns.catalog.exportCatalogue)
  exportCatalogue() {
    return this.transfer.exportCatalogue();
  }

  @MessagePattern(Patterns.catalog.importCatalogue)
  importCatalogue(@Payload() command: ImportCatalogueCommand) {
    return this.transfer.importCatalogue(command);
  }
}

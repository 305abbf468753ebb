import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createImportStagingTable } from '@lora/runtime';

/** Where an import's categories and products wait, validated, until the import is applied whole (ImportStaging). */
export class CatalogImportStaging1765324800000 implements MigrationInterface {
  name = 'CatalogImportStaging1765324800000';

  async up(q: QueryRunner): Promise<void> {
    await createImportStagingTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE import_items');
  }
}

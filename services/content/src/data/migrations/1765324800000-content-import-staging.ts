import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createImportStagingTable } from '@lora/runtime';

/** Where an import's news and blog posts wait, validated, until the import is applied whole (ImportStaging). */
export class ContentImportStaging1765324800000 implements MigrationInterface {
  name = 'ContentImportStaging1765324800000';

  async up(q: QueryRunner): Promise<void> {
    await createImportStagingTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE import_items');
  }
}

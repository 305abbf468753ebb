import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRecordHistoryTable } from '@lora/runtime';

/** The kept versions of news articles and blog posts (RecordHistory). */
export class ContentHistory1765497600000 implements MigrationInterface {
  name = 'ContentHistory1765497600000';

  async up(q: QueryRunner): Promise<void> {
    await createRecordHistoryTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE record_history');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every news article and blog post carries a version that each save moves (a stale save is refused). */
export class ContentVersions1765411200000 implements MigrationInterface {
  name = 'ContentVersions1765411200000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['news', 'blogs']) await q.query(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['news', 'blogs']) await q.query(`ALTER TABLE ${table} DROP COLUMN version`);
  }
}

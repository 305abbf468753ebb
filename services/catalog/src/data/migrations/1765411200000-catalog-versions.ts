import type { MigrationInterface, QueryRunner } from 'typeorm';
import { writeProductViewFunction } from './1765152000000-catalog-stored-views.js';

/** Every product and category carries a version that each save moves, and the product view shows it (a stale save is refused). */
export class CatalogVersions1765411200000 implements MigrationInterface {
  name = 'CatalogVersions1765411200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1');
    await q.query('ALTER TABLE categories ADD COLUMN version integer NOT NULL DEFAULT 1');
    await writeProductViewFunction(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE categories DROP COLUMN version');
    await q.query('ALTER TABLE products DROP COLUMN version');
  }
}

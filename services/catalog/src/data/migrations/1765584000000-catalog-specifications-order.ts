import type { MigrationInterface, QueryRunner } from 'typeorm';
import { writeProductViewFunction } from './1765152000000-catalog-stored-views.js';

/**
 * A product's specifications keep the order the admin entered them in. `jsonb` stores an object's keys sorted
 * (shortest first), so "Operating Temperature", "IP", "Battery Life" came back as "IP", "Battery Life", "Operating
 * Temperature"; `json` keeps the text as written. The same holds wherever a product waits as JSON: an import's staged
 * items and the kept versions (restoring one brings its order back). Rows stored before keep jsonb's order, the only
 * one they still have.
 */
export class CatalogSpecificationsOrder1765584000000 implements MigrationInterface {
  name = 'CatalogSpecificationsOrder1765584000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ALTER COLUMN specifications DROP DEFAULT`);
    await q.query(`ALTER TABLE products ALTER COLUMN specifications TYPE json USING specifications::json`);
    await q.query(`ALTER TABLE products ALTER COLUMN specifications SET DEFAULT '{}'`);
    await q.query(`ALTER TABLE import_items ALTER COLUMN item TYPE json USING item::json`);
    await q.query(`ALTER TABLE record_history ALTER COLUMN data TYPE json USING data::json`);
    // The views stored so far embed jsonb's rendering of the same keys; rewritten, they read as the columns now do.
    await writeProductViewFunction(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE record_history ALTER COLUMN data TYPE jsonb USING data::jsonb`);
    await q.query(`ALTER TABLE import_items ALTER COLUMN item TYPE jsonb USING item::jsonb`);
    await q.query(`ALTER TABLE products ALTER COLUMN specifications DROP DEFAULT`);
    await q.query(`ALTER TABLE products ALTER COLUMN specifications TYPE jsonb USING specifications::jsonb`);
    await q.query(`ALTER TABLE products ALTER COLUMN specifications SET DEFAULT '{}'`);
    await writeProductViewFunction(q);
  }
}

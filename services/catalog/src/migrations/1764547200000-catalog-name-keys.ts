import type { MigrationInterface, QueryRunner } from 'typeorm';
import { nameKey } from '@lora/contracts';

const TABLES = [
  { table: 'categories', kind: 'categories' },
  { table: 'products', kind: 'products' },
] as const;

/**
 * Product and category names become unique as `nameKey` compares them (case, Unicode form and
 * invisible characters aside), enforced by a unique index so parallel writes cannot both take a name.
 */
export class CatalogNameKeys1764547200000 implements MigrationInterface {
  name = 'CatalogNameKeys1764547200000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, kind } of TABLES) {
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "nameKey" text`);
      const rows: Array<{ id: number; name: string }> = await q.query(`SELECT id, name FROM "${table}" ORDER BY id`);
      const taken = new Map<string, string>();
      for (const { name } of rows) {
        const key = nameKey(name);
        const other = taken.get(key);
        if (other !== undefined) throw new Error(`The ${kind} "${other}" and "${name}" differ only in case or invisible characters: rename one, then start again`);
        taken.set(key, name);
      }
      await q.query(
        `UPDATE "${table}" t SET "nameKey" = k.key FROM unnest($1::int[], $2::text[]) AS k(id, key) WHERE t.id = k.id`,
        [rows.map((r) => r.id), rows.map((r) => nameKey(r.name))],
      );
      await q.query(`ALTER TABLE "${table}" ALTER COLUMN "nameKey" SET NOT NULL`);
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "UQ_${table}_name"`);
      await q.query(`ALTER TABLE "${table}" ADD CONSTRAINT "UQ_${table}_nameKey" UNIQUE ("nameKey")`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of TABLES) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "UQ_${table}_nameKey"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "nameKey"`);
      await q.query(`ALTER TABLE "${table}" ADD CONSTRAINT "UQ_${table}_name" UNIQUE ("name")`);
    }
  }
}

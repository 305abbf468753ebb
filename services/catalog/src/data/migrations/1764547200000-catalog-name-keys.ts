import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Unicode's Default_Ignorable_Code_Point: zero-width spaces and joiners, soft hyphen, variation selectors, tags, ... */
const INVISIBLE = String.raw`[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]`;

const TABLES = ['categories', 'products'] as const;

/**
 * Product and category names become unique as `name_key` compares them: NFKC-normalised, invisible
 * characters removed, runs of spaces as one, case-folded. The key is a generated column under a
 * unique constraint, so every writer gets it and parallel writes cannot both take a name.
 */
export class CatalogNameKeys1764547200000 implements MigrationInterface {
  name = 'CatalogNameKeys1764547200000';

  async up(q: QueryRunner): Promise<void> {
    const [{ encoding }] = (await q.query(
      `SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()`,
    )) as Array<{
      encoding: string;
    }>;
    if (encoding !== 'UTF8') {
      throw new Error(`The database uses the ${encoding} encoding; the catalogue compares names by Unicode rules and needs a UTF8 database`);
    }
    // ICU folds case the Unicode way (ß → ss) whatever the database's locale; without it, the locale's rules.
    const [{ icu }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu') AS icu`)) as Array<{ icu: boolean }>;
    await q.query(`
      CREATE FUNCTION name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT lower(upper(btrim(regexp_replace(normalize(regexp_replace(name, '${INVISIBLE}', '', 'g'), NFKC), '[[:space:]]+', ' ', 'g')) COLLATE ${icu ? '"und-x-icu"' : '"default"'}))
      $$`);
    for (const table of TABLES) {
      const [clash] = (await q.query(
        `SELECT array_agg(name ORDER BY id) AS names FROM "${table}" GROUP BY name_key(name) HAVING count(*) > 1 LIMIT 1`,
      )) as Array<{ names: string[] } | undefined>;
      if (clash)
        throw new Error(
          `The ${table} ${clash.names.map((n) => `"${n}"`).join(' and ')} differ only in case or invisible characters: rename all but one, then start again`,
        );
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "nameKey" text GENERATED ALWAYS AS (name_key(name)) STORED`);
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "UQ_${table}_name"`);
      await q.query(`ALTER TABLE "${table}" ADD CONSTRAINT "UQ_${table}_nameKey" UNIQUE ("nameKey")`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "nameKey"`);
      await q.query(`ALTER TABLE "${table}" ADD CONSTRAINT "UQ_${table}_name" UNIQUE ("name")`);
    }
    await q.query(`DROP FUNCTION name_key(text)`);
  }
}

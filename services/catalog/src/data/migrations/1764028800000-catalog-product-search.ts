import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Serves the marketplace search (a case-insensitive substring of name, manufacturer or description)
 * with a trigram index, its category filter with an index on the lower-cased name, and its sorts.
 */
export class CatalogProductSearch1764028800000 implements MigrationInterface {
  name = 'CatalogProductSearch1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    // The operator class lives wherever the extension was installed first.
    const [{ schema }] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace WHERE c.opcname = 'gin_trgm_ops' LIMIT 1`,
    )) as Array<{ schema: string }>;
    await q.query(
      `CREATE INDEX "IDX_products_search" ON "products" USING gin (("name" || ' ' || "manufacturer" || ' ' || "description") "${schema}".gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX "IDX_products_category" ON "products" (lower("category"))`);
    // The catalogue order and the marketplace's sorts, each whole in an index (id too), so a page is an index walk.
    await q.query(`DROP INDEX "IDX_products_public"`);
    await q.query(`CREATE INDEX "IDX_products_public" ON "products" ("sortOrder", "createdAt" DESC, "id" DESC) WHERE "isPublished" AND "isActive"`);
    await q.query(`CREATE INDEX "IDX_products_catalogue" ON "products" ("sortOrder", "createdAt" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_products_price" ON "products" ("price" ASC NULLS LAST, "id" DESC) WHERE "isPublished" AND "isActive"`);
    await q.query(`CREATE INDEX "IDX_products_name" ON "products" (lower("name"), "id") WHERE "isPublished" AND "isActive"`);
    // A list's count and version (its latest updatedAt) come from one index-only scan.
    await q.query(`CREATE INDEX "IDX_products_updated" ON "products" ("updatedAt")`);
    await q.query(`CREATE INDEX "IDX_products_public_updated" ON "products" ("updatedAt") WHERE "isPublished" AND "isActive"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_products_public_updated"`);
    await q.query(`DROP INDEX "IDX_products_updated"`);
    await q.query(`DROP INDEX "IDX_products_name"`);
    await q.query(`DROP INDEX "IDX_products_price"`);
    await q.query(`DROP INDEX "IDX_products_category"`);
    await q.query(`DROP INDEX "IDX_products_catalogue"`);
    await q.query(`DROP INDEX "IDX_products_public"`);
    await q.query(`CREATE INDEX "IDX_products_public" ON "products" ("sortOrder", "createdAt" DESC) WHERE "isPublished" AND "isActive"`);
    await q.query(`DROP INDEX "IDX_products_search"`);
  }
}

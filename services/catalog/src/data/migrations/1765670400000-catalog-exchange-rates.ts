import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prices compare across currencies. The exchange rates an admin sets are one settings record (`exchange_rates`, a
 * single row with its version; its kept versions in `record_history`), and each product stores where its price sorts:
 * `priceGroup` ('0' converted with a rate, '1 <currency>' priced in a currency without one, '2' no price) and
 * `priceSortValue` (the price in the default currency, or its own amount when there is no rate). A trigger writes them on
 * every insert and update, whoever writes; a save of the rates rewrites them in its transaction. The marketplace's
 * price orders read them from two indexes, so a page by price stays an index walk.
 */
export class CatalogExchangeRates1765670400000 implements MigrationInterface {
  name = 'CatalogExchangeRates1765670400000';

  async up(q: QueryRunner): Promise<void> {
    // The counts' trigger runs at once during this migration, not at commit: a table with pending trigger events (an
    // earlier migration's, or this one's update) cannot be altered or indexed.
    await q.query(`SET CONSTRAINTS products_count IMMEDIATE`);
    await q.query(`
      CREATE TABLE exchange_rates (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        "defaultCurrency" text NOT NULL,
        rates jsonb NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 1,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO exchange_rates ("defaultCurrency") VALUES ('USD')`);
    await q.query(`
      CREATE FUNCTION exchange_rate(currency text) RETURNS numeric LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
        SELECT CASE WHEN currency = s."defaultCurrency" THEN 1 ELSE (s.rates ->> currency)::numeric END FROM exchange_rates s WHERE s.id = 1
      $$`);
    await q.query(`
      CREATE FUNCTION products_price_sort() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        rate numeric := exchange_rate(NEW.currency);
      BEGIN
        NEW."priceGroup" := CASE WHEN NEW.price IS NULL THEN '2' WHEN rate IS NULL THEN '1 ' || NEW.currency ELSE '0' END;
        NEW."priceSortValue" := NEW.price * coalesce(rate, 1);
        RETURN NEW;
      END $$`);
    await q.query(`ALTER TABLE products ADD COLUMN "priceGroup" text COLLATE "C", ADD COLUMN "priceSortValue" numeric`);
    await q.query(`CREATE TRIGGER products_price_sort BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_price_sort()`);
    // Fills the new columns (the trigger writes them) without moving any product's version.
    await q.query(`UPDATE products SET price = price`);
    await q.query(`ALTER TABLE products ALTER COLUMN "priceGroup" SET NOT NULL`);
    await q.query(`DROP INDEX "IDX_products_price"`);
    const published = `WHERE "isPublished" AND "isActive"`;
    await q.query(`CREATE INDEX "IDX_products_price_asc" ON products ("priceGroup", "priceSortValue" ASC, id DESC) ${published}`);
    await q.query(`CREATE INDEX "IDX_products_price_desc" ON products ("priceGroup", "priceSortValue" DESC, id DESC) ${published}`);
    // The admin's count of products per currency without a rate.
    await q.query(`CREATE INDEX "IDX_products_price_group" ON products ("priceGroup")`);
    await q.query(`SET CONSTRAINTS products_count DEFERRED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`SET CONSTRAINTS products_count IMMEDIATE`);
    await q.query(`DROP INDEX "IDX_products_price_group"`);
    await q.query(`DROP INDEX "IDX_products_price_desc"`);
    await q.query(`DROP INDEX "IDX_products_price_asc"`);
    await q.query(`CREATE INDEX "IDX_products_price" ON "products" ("price" ASC NULLS LAST, "id" DESC) WHERE "isPublished" AND "isActive"`);
    await q.query(`DROP TRIGGER products_price_sort ON products`);
    await q.query(`ALTER TABLE products DROP COLUMN "priceSortValue", DROP COLUMN "priceGroup"`);
    await q.query(`DROP FUNCTION products_price_sort(), exchange_rate(text)`);
    await q.query(`DROP TABLE exchange_rates`);
    await q.query(`SET CONSTRAINTS products_count DEFERRED`);
  }
}

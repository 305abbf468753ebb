import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogProductsCategories1763856000000 implements MigrationInterface {
  name = 'CatalogProductsCategories1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "categories" (
        "id" SERIAL PRIMARY KEY,
        "name" text NOT NULL,
        "description" text,
        "parentId" integer REFERENCES "categories"("id") ON DELETE SET NULL,
        "isActive" boolean NOT NULL DEFAULT true,
        "sortOrder" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_categories_name" UNIQUE ("name")
      )`);
    await q.query(`
      CREATE TABLE "products" (
        "id" SERIAL PRIMARY KEY,
        "name" text NOT NULL,
        "manufacturer" text NOT NULL,
        "description" text NOT NULL,
        "model" text,
        "category" text,
        "categoryId" integer REFERENCES "categories"("id") ON DELETE SET NULL,
        "shortDescription" text,
        "price" numeric(10,2),
        "currency" text NOT NULL DEFAULT 'USD',
        "image" text,
        "imageGallery" text[] NOT NULL DEFAULT '{}',
        "specifications" jsonb NOT NULL DEFAULT '{}',
        "features" text[] NOT NULL DEFAULT '{}',
        "tags" text[] NOT NULL DEFAULT '{}',
        "dimensions" text,
        "weight" text,
        "powerRequirements" text,
        "operatingTemp" text,
        "connectivity" text[] NOT NULL DEFAULT '{}',
        "certifications" text[] NOT NULL DEFAULT '{}',
        "datasheet" text,
        "website" text,
        "availability" text NOT NULL DEFAULT 'Available',
        "stock" integer,
        "minOrderQty" integer NOT NULL DEFAULT 1,
        "leadTime" text,
        "isActive" boolean NOT NULL DEFAULT true,
        "isFeatured" boolean NOT NULL DEFAULT false,
        "isPublished" boolean NOT NULL DEFAULT false,
        "sortOrder" integer NOT NULL DEFAULT 0,
        "seoTitle" text,
        "seoDescription" text,
        "lorawan" boolean NOT NULL DEFAULT true,
        "range" text,
        "batteryLife" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_products_name" UNIQUE ("name")
      )`);
    await q.query(`CREATE INDEX "IDX_products_public" ON "products" ("sortOrder", "createdAt" DESC) WHERE "isPublished" AND "isActive"`);
    await q.query(`CREATE INDEX "IDX_products_categoryId" ON "products" ("categoryId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "products"`);
    await q.query(`DROP TABLE "categories"`);
  }
}

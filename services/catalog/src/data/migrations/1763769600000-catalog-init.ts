import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates the catalog schema's migration history; tables come with the features that need them. */
export class CatalogInit1763769600000 implements MigrationInterface {
  name = 'CatalogInit1763769600000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}

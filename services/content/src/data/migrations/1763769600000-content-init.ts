import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates the content schema's migration history; tables come with the features that need them. */
export class ContentInit1763769600000 implements MigrationInterface {
  name = 'ContentInit1763769600000';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}

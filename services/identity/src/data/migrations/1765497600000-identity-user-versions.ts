import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every account carries a version that each change moves (a stale role change, reset or delete is refused). */
export class IdentityUserVersions1765497600000 implements MigrationInterface {
  name = 'IdentityUserVersions1765497600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN version');
  }
}

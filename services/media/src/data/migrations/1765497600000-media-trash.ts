import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A deleted file waits in the trash a short while (Undo) before its objects and row go: `deletedAt` marks it. */
export class MediaTrash1765497600000 implements MigrationInterface {
  name = 'MediaTrash1765497600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE media_files ADD COLUMN "deletedAt" timestamptz');
    await q.query('CREATE INDEX media_files_trash_idx ON media_files ("deletedAt") WHERE "deletedAt" IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE media_files DROP COLUMN "deletedAt"');
  }
}

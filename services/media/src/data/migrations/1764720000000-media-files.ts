import type { MigrationInterface, QueryRunner } from 'typeorm';

/** SPEC §3 media_files, and the storage keys of each file's objects. */
export class MediaFiles1764720000000 implements MigrationInterface {
  name = 'MediaFiles1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media_files (
        id text PRIMARY KEY,
        filename text NOT NULL,
        "originalName" text NOT NULL,
        "mimeType" text NOT NULL,
        category text NOT NULL CHECK (category IN ('image', 'document')),
        url text NOT NULL,
        "uploadedBy" text NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        "thumbnailUrl" text,
        "objectKeys" text[] NOT NULL,
        "uploadedAt" timestamptz NOT NULL DEFAULT now(),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX media_files_newest_idx ON media_files ("uploadedAt" DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE media_files');
  }
}

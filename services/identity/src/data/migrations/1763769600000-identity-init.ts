import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentityInit1763769600000 implements MigrationInterface {
  name = 'IdentityInit1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "username" text NOT NULL,
        "password" text NOT NULL,
        "role" text NOT NULL DEFAULT 'user',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_users_username" UNIQUE ("username")
      )`);
    await q.query(`
      CREATE TABLE "sessions" (
        "id" SERIAL PRIMARY KEY,
        "tokenHash" char(64) NOT NULL,
        "userId" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_sessions_tokenHash" ON "sessions" ("tokenHash")`);
    await q.query(`CREATE INDEX "IDX_sessions_userId" ON "sessions" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "users"`);
  }
}

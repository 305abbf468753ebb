import type { MigrationInterface, QueryRunner } from 'typeorm';

/** News, blogs, the two kinds of enquiry and their e-mail alert outbox (SPEC §3). */
export class ContentArticlesEnquiries1764633600000 implements MigrationInterface {
  name = 'ContentArticlesEnquiries1764633600000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, extra] of [
      ['news', `category text NOT NULL,`],
      ['blogs', `tags text[] NOT NULL DEFAULT '{}',`],
    ]) {
      await q.query(`
        CREATE TABLE ${table} (
          id serial PRIMARY KEY,
          title text NOT NULL,
          slug text NOT NULL CONSTRAINT ${table}_slug_unique UNIQUE,
          excerpt text NOT NULL,
          content text NOT NULL,
          ${extra}
          "featuredImage" text,
          "authorId" integer NOT NULL,
          "isPublished" boolean NOT NULL DEFAULT false,
          "publishedAt" timestamptz,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "updatedAt" timestamptz NOT NULL DEFAULT now()
        )`);
      // The public list: published, newest first.
      await q.query(`CREATE INDEX ${table}_published_idx ON ${table} ("publishedAt" DESC, id DESC) WHERE "isPublished"`);
    }
    await q.query(`
      CREATE TABLE demo_requests (
        id serial PRIMARY KEY,
        "firstName" text NOT NULL,
        "lastName" text NOT NULL,
        email text NOT NULL,
        company text NOT NULL,
        industry text,
        "projectDescription" text,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
        "handledAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE contact_submissions (
        id serial PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
        "handledAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    for (const table of ['demo_requests', 'contact_submissions']) {
      await q.query(`CREATE INDEX ${table}_inbox_idx ON ${table} ("createdAt" DESC, id DESC)`);
    }
    await q.query(`
      CREATE TABLE enquiry_alerts (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('demo', 'contact')),
        "enquiryId" integer NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'off')),
        attempts integer NOT NULL DEFAULT 0,
        "nextAttemptAt" timestamptz NOT NULL DEFAULT now(),
        "lastError" text,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT enquiry_alerts_one_per_enquiry UNIQUE (kind, "enquiryId")
      )`);
    await q.query(`CREATE INDEX enquiry_alerts_due_idx ON enquiry_alerts ("nextAttemptAt") WHERE state = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE enquiry_alerts, contact_submissions, demo_requests, blogs, news');
  }
}

import type { EntityManager } from 'typeorm';
import type { ContactMessageFields, DemoRequestFields, EnquiryKind, EnquiryStatus, EnquiryView } from '@lora/contracts';
import { ContactSubmission, DemoRequest } from './enquiry.entity.js';
import { EnquiryAlert } from './enquiry-alert.entity.js';

/** Both kinds of enquiry as one inbox, each with its alert. */
const INBOX = `
  SELECT e.*, a.state AS "alertState", a.attempts AS "alertAttempts", a."lastError" AS "alertLastError", a."sentAt" AS "alertSentAt"
  FROM (
    SELECT 'demo' AS kind, d.id, d."firstName" || ' ' || d."lastName" AS name, d.email, d.company,
           'Demo request' AS subject, d."projectDescription" AS message, d.industry, d.status, d."handledAt", d."createdAt"
    FROM demo_requests d
    UNION ALL
    SELECT 'contact', c.id, c.name, c.email, NULL, c.subject, c.message, NULL, c.status, c."handledAt", c."createdAt"
    FROM contact_submissions c
  ) e
  LEFT JOIN enquiry_alerts a ON a.kind = e.kind AND a."enquiryId" = e.id
  WHERE ($1::text IS NULL OR e.kind = $1) AND ($2::text IS NULL OR e.status = $2)`;

/** One enquiry of the inbox with the state of its alert, as Postgres answers it. */
export interface InboxRow extends Omit<EnquiryView, 'handledAt' | 'createdAt' | 'alert'> {
  handledAt: Date | null;
  createdAt: Date;
  alertState: EnquiryView['alert']['state'] | null;
  alertAttempts: number | null;
  alertLastError: string | null;
  alertSentAt: Date | null;
}

const TABLES: Record<EnquiryKind, string> = { demo: 'demo_requests', contact: 'contact_submissions' };

/** What the inbox is narrowed to. */
export interface InboxFilter {
  kind?: EnquiryKind;
  status?: EnquiryStatus;
}

/** The queries of demo requests, contact messages and their alerts, over a connection or a transaction. */
export class EnquiriesRepository {
  constructor(private readonly manager: EntityManager) {}

  insertDemoRequest(fields: DemoRequestFields): Promise<DemoRequest> {
    const repo = this.manager.getRepository(DemoRequest);
    return repo.save(repo.create({ ...fields, industry: fields.industry ?? null, projectDescription: fields.projectDescription ?? null }));
  }

  insertContact(fields: ContactMessageFields): Promise<ContactSubmission> {
    const repo = this.manager.getRepository(ContactSubmission);
    return repo.save(repo.create({ ...fields }));
  }

  /** The enquiry's alert, in its first state. */
  async insertAlert(kind: EnquiryKind, enquiryId: number, state: 'pending' | 'off'): Promise<void> {
    await this.manager.getRepository(EnquiryAlert).insert({ kind, enquiryId, state });
  }

  /** Newest first, from `offset`; with how many match. */
  async inbox(filter: InboxFilter, offset: number, limit: number): Promise<[InboxRow[], number]> {
    const filters = [filter.kind ?? null, filter.status ?? null];
    const [rows, [{ total }]] = await Promise.all([
      this.manager.query<InboxRow[]>(`${INBOX} ORDER BY e."createdAt" DESC, e.kind, e.id DESC LIMIT $3 OFFSET $4`, [...filters, limit, offset]),
      this.manager.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM (${INBOX}) inbox`, filters),
    ]);
    return [rows, total];
  }

  inboxRow(kind: EnquiryKind, id: number): Promise<InboxRow | undefined> {
    return this.manager.query<InboxRow[]>(`${INBOX} AND e.id = $3`, [kind, null, id]).then(([row]) => row);
  }

  /** Sets the status; `handledAt` is the time it was first marked handled, and null again when it is new. */
  async setStatus(kind: EnquiryKind, id: number, status: EnquiryStatus): Promise<void> {
    await this.manager.query(
      `UPDATE ${TABLES[kind]} SET status = $1, "handledAt" = CASE WHEN $1 = 'handled' THEN coalesce("handledAt", now()) END WHERE id = $2`,
      [status, id],
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PAGE_SIZE_MAX,
  boundedPage,
  type ContactMessageFields,
  type ContactMessageView,
  type DemoRequestFields,
  type DemoRequestView,
  type EnquiryKind,
  type EnquiryPage,
  type EnquiryStatus,
  type EnquiryView,
  type PageRequest,
} from '@lora/contracts';
import { notFound, pageOffset } from '@lora/runtime';
import { ContactSubmission, DemoRequest, toContactMessageView, toDemoRequestView } from './enquiry.entity.js';
import { EnquiryAlert } from '../alerts/enquiry-alert.entity.js';
import { AlertSender } from '../alerts/alert-sender.js';

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

/** What the inbox query returns: the view's fields, with the database's dates and the alert's columns flat. */
interface InboxRow extends Omit<EnquiryView, 'handledAt' | 'createdAt' | 'alert'> {
  handledAt: Date | null;
  createdAt: Date;
  alertState: EnquiryView['alert']['state'] | null;
  alertAttempts: number | null;
  alertLastError: string | null;
  alertSentAt: Date | null;
}

const toEnquiryView = (r: InboxRow): EnquiryView => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  subject: r.subject,
  message: r.message,
  industry: r.industry,
  status: r.status,
  handledAt: r.handledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  alert: {
    state: r.alertState ?? 'off',
    attempts: r.alertAttempts ?? 0,
    lastError: r.alertLastError,
    sentAt: r.alertSentAt?.toISOString() ?? null,
  },
});

const TABLES: Record<EnquiryKind, string> = { demo: 'demo_requests', contact: 'contact_submissions' };

/**
 * Demo requests and contact messages: each is stored exactly once, together with its e-mail alert
 * (the outbox row) in one transaction, so an alert exists exactly when its enquiry does.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AlertSender) private readonly alerts: AlertSender,
  ) {}

  async submitDemoRequest(input: DemoRequestFields): Promise<DemoRequestView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(DemoRequest);
      const row = await repo.save(repo.create({ ...input, industry: input.industry ?? null, projectDescription: input.projectDescription ?? null }));
      await this.queueAlert(manager, 'demo', row.id);
      return row;
    });
    this.alerts.nudge();
    return toDemoRequestView(saved);
  }

  async submitContact(input: ContactMessageFields): Promise<ContactMessageView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContactSubmission);
      const row = await repo.save(repo.create({ ...input }));
      await this.queueAlert(manager, 'contact', row.id);
      return row;
    });
    this.alerts.nudge();
    return toContactMessageView(saved);
  }

  /** Newest first, optionally one kind and one status; the page says whether alerts are on at all. */
  async list(query: PageRequest & { kind?: EnquiryKind; status?: EnquiryStatus }): Promise<EnquiryPage> {
    const offset = pageOffset(query.cursor);
    const filters = [query.kind ?? null, query.status ?? null];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<InboxRow[]>(`${INBOX} ORDER BY e."createdAt" DESC, e.kind, e.id DESC LIMIT $3 OFFSET $4`, [
        ...filters,
        query.limit ?? PAGE_SIZE_MAX,
        offset,
      ]),
      this.dataSource.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM (${INBOX}) inbox`, filters),
    ]);
    return { ...boundedPage(rows.map(toEnquiryView), offset, total), alertsEnabled: this.alerts.enabled };
  }

  /** Marks one handled (someone answered it) or new again. */
  async setStatus(kind: EnquiryKind, id: number, status: EnquiryStatus): Promise<EnquiryView> {
    await this.dataSource.query(
      `UPDATE ${TABLES[kind]} SET status = $1, "handledAt" = CASE WHEN $1 = 'handled' THEN coalesce("handledAt", now()) END WHERE id = $2`,
      [status, id],
    );
    const [row] = await this.dataSource.query<InboxRow[]>(`${INBOX} AND e.id = $3`, [kind, null, id]);
    if (!row) throw notFound(`${kind === 'demo' ? 'Demo request' : 'Contact message'} ${id} not found`);
    return toEnquiryView(row);
  }

  private async queueAlert(manager: EntityManager, kind: EnquiryKind, enquiryId: number): Promise<void> {
    await manager.getRepository(EnquiryAlert).insert({ kind, enquiryId, state: this.alerts.enabled ? 'pending' : 'off' });
  }
}

import { Inject, Injectable } from '@nestjs/common';
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
import { toContactMessageView, toDemoRequestView } from '../data/enquiry.entity.js';
import type { InboxRow } from '../data/enquiries.repository.js';
import { ContentStore } from '../data/content.store.js';
import { AlertSender } from '../alerts/alert-sender.js';

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

/**
 * Demo requests and contact messages: each is stored exactly once, together with its e-mail alert
 * (the outbox row) in one transaction, so an alert exists exactly when its enquiry does.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(AlertSender) private readonly alerts: AlertSender,
  ) {}

  async submitDemoRequest(input: DemoRequestFields): Promise<DemoRequestView> {
    const saved = await this.store.transaction(async (tx) => {
      const row = await tx.enquiries.insertDemoRequest(input);
      await tx.enquiries.insertAlert('demo', row.id, this.alertState);
      return row;
    });
    this.alerts.nudge();
    return toDemoRequestView(saved);
  }

  async submitContact(input: ContactMessageFields): Promise<ContactMessageView> {
    const saved = await this.store.transaction(async (tx) => {
      const row = await tx.enquiries.insertContact(input);
      await tx.enquiries.insertAlert('contact', row.id, this.alertState);
      return row;
    });
    this.alerts.nudge();
    return toContactMessageView(saved);
  }

  /** Newest first, optionally one kind and one status; the page says whether alerts are on at all. */
  async list(query: PageRequest & { kind?: EnquiryKind; status?: EnquiryStatus }): Promise<EnquiryPage> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.store.enquiries.inbox(query, offset, query.limit ?? PAGE_SIZE_MAX);
    return { ...boundedPage(rows.map(toEnquiryView), offset, total), alertsEnabled: this.alerts.enabled };
  }

  /** Marks one handled (someone answered it) or new again. */
  async setStatus(kind: EnquiryKind, id: number, status: EnquiryStatus): Promise<EnquiryView> {
    await this.store.enquiries.setStatus(kind, id, status);
    const row = await this.store.enquiries.inboxRow(kind, id);
    if (!row) throw notFound(`${kind === 'demo' ? 'Demo request' : 'Contact message'} ${id} not found`);
    return toEnquiryView(row);
  }

  /** An alert waits to be sent, or is off for good when there is no mail server to send it. */
  private get alertState(): 'pending' | 'off' {
    return this.alerts.enabled ? 'pending' : 'off';
  }
}

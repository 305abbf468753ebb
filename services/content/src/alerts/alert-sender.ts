import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from 'pino';
import { SERVICE_CONFIG, SERVICE_LOGGER } from '@lora/runtime';
import type { ContentConfig } from '../config.js';
import type { EnquiryAlert } from '../data/enquiry-alert.entity.js';
import { ContentStore } from '../data/content.store.js';

/** How many due alerts one pass claims. */
const BATCH = 10;

/** One header line: no line breaks, bounded. */
const headerText = (text: string, max = 180) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * Sends the e-mail alert of every new enquiry to SALES_EMAIL, from the outbox table. A pass claims
 * due rows with FOR UPDATE SKIP LOCKED inside a transaction and keeps them locked while it sends, so
 * two content replicas never send the same alert; the row's new state commits with it. A mail server
 * that is down or refuses is retried with exponential backoff (ALERT_RETRY_BASE_MS doubling up to
 * ALERT_RETRY_MAX_MS) until ALERT_MAX_ATTEMPTS, then the alert is `failed`; attempts and the last
 * error stay on the row for the inbox. Passes run every ALERT_POLL_MS and at once after an enquiry.
 */
@Injectable()
export class AlertSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly transporter: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    const url = config.alerts.smtpUrl;
    this.transporter = url
      ? nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as SMTPTransport.Options)
      : undefined;
  }

  /** False without SMTP_URL: enquiries are stored with their alert `off`. */
  get enabled(): boolean {
    return this.transporter !== undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) {
      this.logger.warn('SMTP_URL is not set: enquiries are stored, but no e-mail alert is sent');
      return;
    }
    this.timer = setInterval(() => this.nudge(), this.config.alerts.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transporter?.close();
  }

  /** Runs a pass now, or right after the one under way. */
  nudge(): void {
    if (!this.enabled || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes().finally(() => (this.running = undefined));
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.pass()) === BATCH);
      } catch (err) {
        this.logger.error({ err }, 'E-mail alert pass failed; it is retried');
      }
    } while (this.again && !this.stopped);
  }

  /** Claims and sends one batch of due alerts; answers how many it claimed. */
  private pass(): Promise<number> {
    return this.store.transaction(async (tx) => {
      const due = await tx.alerts.claimDue(BATCH);
      for (const alert of due) await this.send(tx, alert);
      return due.length;
    });
  }

  private async send(tx: ContentStore, alert: EnquiryAlert): Promise<void> {
    const attempts = alert.attempts + 1;
    const mail = await this.mailFor(tx, alert);
    if (!mail) {
      await tx.alerts.update(alert.id, { state: 'failed', attempts, lastError: 'The enquiry no longer exists' });
      return;
    }
    try {
      await this.transporter!.sendMail({ from: this.config.alerts.from, to: this.config.alerts.to, ...mail });
      await tx.alerts.update(alert.id, { state: 'sent', attempts, sentAt: new Date(), lastError: null });
      this.logger.info({ kind: alert.kind, enquiryId: alert.enquiryId, attempts }, 'E-mail alert sent');
    } catch (err) {
      const { retryBaseMs, retryMaxMs, maxAttempts } = this.config.alerts;
      const lastError = headerText((err as Error).message ?? String(err), 500);
      const givingUp = attempts >= maxAttempts;
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** (attempts - 1));
      await tx.alerts.update(alert.id, { state: givingUp ? 'failed' : 'pending', attempts, lastError, nextAttemptAt: new Date(Date.now() + delay) });
      this.logger.warn(
        { kind: alert.kind, enquiryId: alert.enquiryId, attempts, err: lastError },
        givingUp ? 'E-mail alert failed for good' : `E-mail alert failed; retrying in ${delay} ms`,
      );
    }
  }

  private async mailFor(tx: ContentStore, alert: EnquiryAlert): Promise<{ subject: string; text: string; replyTo: string } | undefined> {
    if (alert.kind === 'demo') {
      const d = await tx.alerts.demoRequest(alert.enquiryId);
      if (!d) return undefined;
      return {
        subject: headerText(`Demo request: ${d.firstName} ${d.lastName}, ${d.company}`),
        replyTo: d.email,
        text: [
          `New demo request #${d.id}, received ${d.createdAt.toISOString()}`,
          '',
          `Name:     ${d.firstName} ${d.lastName}`,
          `E-mail:   ${d.email}`,
          `Company:  ${d.company}`,
          `Industry: ${d.industry ?? '(not given)'}`,
          '',
          'Project details:',
          d.projectDescription ?? '(none)',
        ].join('\n'),
      };
    }
    const c = await tx.alerts.contactMessage(alert.enquiryId);
    if (!c) return undefined;
    return {
      subject: headerText(`Contact message: ${c.subject}`),
      replyTo: c.email,
      text: [
        `New contact message #${c.id} from ${c.name} <${c.email}>, received ${c.createdAt.toISOString()}`,
        '',
        `Subject: ${c.subject}`,
        '',
        c.message,
      ].join('\n'),
    };
  }
}

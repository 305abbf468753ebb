import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { TestStack } from '../../../infra/src/testing/stack.js';
import { freePort } from '../../../infra/src/providers/net.js';
import { eventually } from '../../../infra/src/testing/wait.js';

/** A real SMTP server in this process: every message it accepts, with its envelope and headers. */
class Mailbox {
  readonly messages: Array<{ to: string[]; subject: string; raw: string }> = [];
  /** Messages being received: their data has begun and they are not yet accepted. */
  private receiving = 0;
  private server: SMTPServer | undefined;

  constructor(
    readonly port: number,
    private readonly delayMs = 0,
  ) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        this.receiving++;
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        // A slow server: each message is accepted a while after its data ends.
        stream.on('end', () =>
          setTimeout(() => {
            const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
            this.messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
            this.receiving--;
            callback();
          }, this.delayMs),
        );
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  async waitFor(count: number, timeoutMs = 15_000): Promise<void> {
    await eventually(() => this.messages.length >= count, timeoutMs, `${count} messages`).catch(() => undefined);
    expect(this.messages.length).toBeGreaterThanOrEqual(count);
  }

  get idle(): boolean {
    return this.receiving === 0;
  }
}

const demo = (n: number) => ({ firstName: `Tester${n}`, lastName: 'Smith', email: `tester${n}@example.com`, company: `Company ${n}` });

let stack: TestStack;
let api: string;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = new Mailbox(await freePort(), 150);
  await mailbox.start();
  stack = await TestStack.start({
    services: ['content', 'gateway'],
    serviceEnv: {
      content: {
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        SALES_EMAIL: 'sales@example.com',
        ALERT_FROM: 'site@example.com',
        ALERT_POLL_MS: '100',
        ALERT_RETRY_BASE_MS: '200',
        ALERT_RETRY_MAX_MS: '400',
      },
      gateway: { ENQUIRY_MAX_PER_WINDOW: '1000' },
    },
  });
  api = stack.url();
});

afterAll(async () => {
  await stack?.stop();
  await mailbox?.stop();
});

/**
 * Waits until every alert named is marked sent and no message is being received: from then on no more
 * mail can come for them, so what the mailbox holds is all they will ever send.
 */
async function allSent(alerts: Array<[kind: string, id: number]>, timeoutMs = 15_000): Promise<void> {
  await eventually(
    async () => mailbox.idle && (await Promise.all(alerts.map(([kind, id]) => alertOf(kind, id)))).every((alert) => alert?.state === 'sent'),
    timeoutMs,
    'every alert sent',
  );
}

async function alertOf(kind: string, id: number) {
  const { rows } = await (
    await stack.db()
  ).query(`SELECT state, attempts, "lastError", "sentAt" FROM content.enquiry_alerts WHERE kind = $1 AND "enquiryId" = $2`, [kind, id]);
  return rows[0];
}

describe('e-mail alerts of new enquiries (outbox)', () => {
  it('sends one mail per enquiry to SALES_EMAIL, and the inbox shows it sent', async () => {
    const first = mailbox.messages.length;
    const demoRequest = (
      await request(api)
        .post('/api/demo-request')
        .send({ ...demo(1), industry: 'energy', projectDescription: 'Meters.' })
        .expect(201)
    ).body;
    const contact = (
      await request(api)
        .post('/api/contact')
        .send({ name: 'Carol', email: 'carol@example.com', subject: 'Quote\r\nBcc: evil@example.com', message: 'Hello' })
        .expect(201)
    ).body;
    await mailbox.waitFor(first + 2);
    await allSent([
      ['demo', demoRequest.id],
      ['contact', contact.id],
    ]);
    const mails = mailbox.messages.slice(first);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.to.length === 1 && m.to[0] === 'sales@example.com')).toBe(true);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Contact message: Quote Bcc: evil@example.com', 'Demo request: Tester1 Smith, Company 1']);
    expect(mails.find((m) => m.subject.startsWith('Demo'))!.raw).toMatch(/Reply-To: tester1@example\.com/i);
    expect(await alertOf('demo', demoRequest.id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(await alertOf('contact', contact.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('while the mail server is down it retries; once it is back the mail arrives exactly once', async () => {
    await mailbox.stop();
    const before = mailbox.messages.length;
    const created = (await request(api).post('/api/demo-request').send(demo(2)).expect(201)).body;
    let alert = await alertOf('demo', created.id);
    await eventually(async () => {
      alert = await alertOf('demo', created.id);
      return alert.attempts >= 2 && !!alert.lastError;
    }).catch(() => undefined);
    expect(alert).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(alert.attempts).toBeGreaterThanOrEqual(2);
    await mailbox.start();
    await mailbox.waitFor(before + 1);
    await allSent([['demo', created.id]]);
    expect(mailbox.messages.slice(before).map((m) => m.subject)).toEqual(['Demo request: Tester2 Smith, Company 2']);
    expect(await alertOf('demo', created.id)).toMatchObject({ state: 'sent', lastError: null });
  });

  it('two content replicas still send each alert exactly once', async () => {
    await stack.add('content');
    const before = mailbox.messages.length;
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(api)
          .post('/api/demo-request')
          .send(demo(100 + i))
          .then((r) => r.body.id as number),
      ),
    );
    await mailbox.waitFor(before + 12, 30_000);
    await allSent(
      ids.map((id) => ['demo', id]),
      30_000,
    );
    const subjects = mailbox.messages.slice(before).map((m) => m.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    for (const id of ids) expect(await alertOf('demo', id)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

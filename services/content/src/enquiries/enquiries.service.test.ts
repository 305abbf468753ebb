import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { contentDatabase } from '../data/database.js';
import type { ContentConfig } from '../config.js';
import { AlertSender } from '../alerts/alert-sender.js';
import { ContentStore } from '../data/content.store.js';
import { EnquiriesService } from './enquiries.service.js';

const db = useSpecDatabase('content', contentDatabase, 'demo_requests, contact_submissions, enquiry_alerts');
let enquiries: EnquiriesService;

beforeAll(() => {
  // No SMTP URL: alerts are off, and the sender never runs.
  const config = { alerts: { smtpUrl: undefined } } as unknown as ContentConfig;
  const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as Logger;
  const store = new ContentStore(db.dataSource);
  enquiries = new EnquiriesService(store, new AlertSender(store, config, quiet));
});

const demo = (company: string) => enquiries.submitDemoRequest({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', company });
const contact = (subject: string) => enquiries.submitContact({ name: 'Alan', email: 'alan@example.com', subject, message: 'Hello' });

describe('EnquiriesService', () => {
  it('stores each enquiry with its alert, off when there is no mail server', async () => {
    const d = await demo('Acme');
    expect(d).toMatchObject({ company: 'Acme', industry: null, projectDescription: null });
    await contact('Pricing');
    const page = await enquiries.list({});
    expect(page.alertsEnabled).toBe(false);
    expect(page.items.map((e) => [e.kind, e.alert.state])).toEqual([
      ['contact', 'off'],
      ['demo', 'off'],
    ]);
    const alerts = await db.dataSource.query('SELECT kind, "enquiryId", state FROM enquiry_alerts ORDER BY id');
    expect(alerts).toEqual([
      { kind: 'demo', enquiryId: d.id, state: 'off' },
      { kind: 'contact', enquiryId: 1, state: 'off' },
    ]);
  });

  it('lists both kinds newest first, narrowed by kind and status, paged', async () => {
    await demo('A');
    await contact('B');
    await demo('C');
    await enquiries.setStatus('demo', 1, 'handled');
    const first = await enquiries.list({ limit: 2 });
    expect(first.items.map((e) => e.subject)).toEqual(['Demo request', 'B']);
    expect(first.total).toBe(3);
    expect((await enquiries.list({ cursor: first.nextCursor! })).items.map((e) => e.company)).toEqual(['A']);
    expect((await enquiries.list({ kind: 'demo' })).items.map((e) => e.company)).toEqual(['C', 'A']);
    expect((await enquiries.list({ status: 'handled' })).items.map((e) => e.company)).toEqual(['A']);
    expect((await enquiries.list({ kind: 'contact', status: 'handled' })).total).toBe(0);
    await expect(enquiries.list({ cursor: 'x' })).rejects.toMatchObject({ error: { type: 'validation' } });
  });

  it('keeps the time an enquiry was first handled, and clears it when it is new again', async () => {
    const { id } = await contact('Support');
    const handled = await enquiries.setStatus('contact', id, 'handled');
    expect(handled.status).toBe('handled');
    expect(handled.handledAt).not.toBeNull();
    expect((await enquiries.setStatus('contact', id, 'handled')).handledAt).toBe(handled.handledAt);
    expect(await enquiries.setStatus('contact', id, 'new')).toMatchObject({ status: 'new', handledAt: null });
    await expect(enquiries.setStatus('demo', id, 'handled')).rejects.toMatchObject({ error: { type: 'not_found' } });
  });
});

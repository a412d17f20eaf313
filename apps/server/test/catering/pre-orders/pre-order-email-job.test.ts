import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDuePreOrderEmails } from '../../../src/modules/catering/pre-orders/send-due-pre-order-emails.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.ts';
import { preOrdersBed, type PreOrdersBed } from './pre-orders-bed.ts';

/**
 * The scheduled pre-order emails (`pre-order-emails`, every quarter of an hour): each suite's
 * email goes once, on its day in the location's time zone, before the event and its lock.
 */
describe('pre-order emails on schedule', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let bed: PreOrdersBed;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:5173' } });
    bed = await preOrdersBed(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const run = () => sendDuePreOrderEmails(t.app.ctx);

  it('sends nothing before the email day', async () => {
    // Ten days away, emails seven days before: not yet.
    await run();
    expect((await bed.storedSuite(bed.suite101.id)).status).toBe('email_scheduled');
    expect(mailsTo('priya@example.test')).toEqual([]);
  });

  it('sends each due suite once, even when the job runs twice or two run at once', async () => {
    await bed.moveEvent(5, 2, 7);
    const [first, second] = await Promise.all([run(), run()]);
    const third = await run();
    // Suites 101 and 102 of this venue (Suite 204 has no owner), and none more.
    expect(first + second + third).toBeGreaterThanOrEqual(2);
    await expect.poll(() => mailsTo('priya@example.test').length).toBe(1);
    await expect.poll(() => mailsTo('marc@example.test').length).toBe(1);
    const mail = await simpleParser(mailsTo('marc@example.test')[0]!.raw);
    expect(mail.subject).toBe('Précommande pour Here game night – Suite 102');
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/pre-order\/[\w.-]+/);
    for (const suite of [bed.suite101, bed.suite102]) {
      expect(await bed.storedSuite(suite.id)).toMatchObject({ status: 'email_sent' });
      const history = await bed.changes('event_suite', suite.id);
      expect(history.filter((row) => row.action === 'pre_order_email')).toHaveLength(1);
      expect(history[0]).toMatchObject({ user_id: null, user_email: null });
    }
    expect((await bed.storedSuite(bed.suite204.id)).status).toBe('not_configured');
    await run();
    expect(mailsTo('priya@example.test')).toHaveLength(1);
  });

  it('never sends for a locked or past event', async () => {
    await bed.setSuite(bed.suite101.id, {
      status: 'email_scheduled',
      pre_order_email_sent_at: null,
    });
    await bed.moveEvent(5, 6, 7);
    await run();
    expect((await bed.storedSuite(bed.suite101.id)).status).toBe('email_scheduled');
    await bed.moveEvent(-1, null, 7);
    await run();
    expect((await bed.storedSuite(bed.suite101.id)).status).toBe('email_scheduled');
    expect(mailsTo('priya@example.test')).toHaveLength(1);
  });
});

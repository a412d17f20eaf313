import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.ts';
import { uniqueSuffix } from '../helpers/fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

describe('mailer', () => {
  let database: Database;
  let smtp: SmtpSink;
  const mailers: Mailer[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const mailer = (env: NodeJS.ProcessEnv, options: Parameters<typeof createMailer>[2] = {}) => {
    const created = createMailer(loadConfig(env), database, { sweepIntervalMs: 0, ...options });
    mailers.push(created);
    return created;
  };
  const outboxRow = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
  /** Brings the row's next attempt to now, as if its wait had passed. */
  const dueNow = (to: string) =>
    database.db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(mailOutbox.to, to));
  const message = (to: string) => ({
    to,
    subject: 'Hello',
    text: 'Plain text',
    html: '<p>Plain text</p>',
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const to = `outbox-${uniqueSuffix()}@fixture.test`;
    const outbox = mailer({});
    await outbox.send(message(to));
    expect(await outboxRow(to)).toMatchObject({
      subject: 'Hello',
      text: 'Plain text',
      html: '<p>Plain text</p>',
      sent_at: null,
      attempts: 0,
    });
    expect(await outbox.deliverUnsent()).toBe(0);
  });

  it('sends over SMTP and marks the outbox row sent', async () => {
    const to = `smtp-${uniqueSuffix()}@fixture.test`;
    await mailer({ SMTP_URL: smtp.url, MAIL_FROM: 'Ops <ops@fixture.test>' }).send(message(to));
    const received = await smtp.waitFor(to);
    expect(received.subject).toBe('Hello');
    expect(received.text.trim()).toBe('Plain text');
    const row = await outboxRow(to);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('records a failed delivery and sends it on a later retry', async () => {
    const to = `retry-${uniqueSuffix()}@fixture.test`;
    const retrying = mailer({ SMTP_URL: smtp.url }, { firstDelayMs: 1 });
    smtp.refuse(to, 1);
    await retrying.send(message(to));
    const failed = await outboxRow(to);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(failed.last_error).toContain('451');

    await dueNow(to);
    expect(await retrying.deliverUnsent()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor(to);
    const sent = await outboxRow(to);
    expect(sent).toMatchObject({ attempts: 2, last_error: null, failed_at: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
  });

  it('keeps trying a temporary failure, waiting twice as long each time, and never gives up', async () => {
    const to = `keeps-trying-${uniqueSuffix()}@fixture.test`;
    const retrying = mailer({ SMTP_URL: smtp.url }, { firstDelayMs: 60_000 });
    smtp.refuse(to, 7);
    await retrying.send(message(to));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const row = await outboxRow(to);
      expect(row).toMatchObject({ attempts: attempt, sent_at: null, failed_at: null });
      waits.push(Math.round((row.next_attempt_at.getTime() - Date.now()) / 60_000));
      await dueNow(to);
      await retrying.deliverUnsent();
    }
    // 1, 2, 4… minutes, up to an hour; the eighth attempt went through.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect((await outboxRow(to)).sent_at).toBeInstanceOf(Date);
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('marks mail the server refuses for good (5xx) as failed and never tries it again', async () => {
    const to = `refused-${uniqueSuffix()}@fixture.test`;
    const retrying = mailer({ SMTP_URL: smtp.url }, { firstDelayMs: 1 });
    smtp.refuse(to, 1, 550);
    await retrying.send(message(to));
    const refused = await outboxRow(to);
    expect(refused).toMatchObject({ attempts: 1, sent_at: null });
    expect(refused.failed_at).toBeInstanceOf(Date);
    expect(refused.last_error).toContain('550');
    await dueNow(to);
    await retrying.deliverUnsent();
    expect(await outboxRow(to)).toMatchObject({ attempts: 1, sent_at: null });
    expect(smtp.received.some((mail) => mail.to.includes(to))).toBe(false);
  });

  it('waits before retrying', async () => {
    const to = `later-${uniqueSuffix()}@fixture.test`;
    const patient = mailer({ SMTP_URL: smtp.url }, { firstDelayMs: 60 * 60_000 });
    smtp.refuse(to, 1);
    await patient.send(message(to));
    await patient.deliverUnsent();
    expect(await outboxRow(to)).toMatchObject({ attempts: 1, sent_at: null });
  });
});

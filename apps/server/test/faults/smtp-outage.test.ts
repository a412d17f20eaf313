import { inArray } from 'drizzle-orm';
import { simpleParser, type AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createUserFixture, type UserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';
import { waitUntil } from '../helpers/wait-until.ts';

function addressesOf(to: AddressObject | AddressObject[] | undefined): string[] {
  return [to ?? []].flat().flatMap((group) => group.value.map((one) => one.address ?? ''));
}

/**
 * The SMTP server stops while password-reset mail is being sent (one mail held mid-delivery
 * when it stops, more asked for while it is down) and comes back on the same port: every mail
 * arrives exactly once, and none is left behind in the outbox.
 */
describe('mail survives an SMTP outage', () => {
  let t: TestApp;
  let first: SmtpSink;
  let second: SmtpSink | undefined;
  let people: UserFixture[];

  beforeAll(async () => {
    first = await startSmtpSink();
    t = await buildTestApp({
      env: { SMTP_URL: first.url, MAIL_SWEEP_INTERVAL_MS: '100', MAIL_RETRY_DELAY_MS: '100' },
    });
    people = [];
    for (const locale of ['en-CA', 'fr-CA', 'en-CA', 'en-CA', 'fr-CA', 'en-CA'] as const) {
      people.push(await createUserFixture(t.database.db, { locale }));
    }
  });
  afterAll(async () => {
    await t.close();
    await second?.close();
  });

  const askReset = async (person: UserFixture) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-request',
      payload: { email: person.email },
    });
    expect(res.statusCode).toBe(202);
  };
  const outboxOf = (group: UserFixture[]) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          group.map((person) => person.email),
        ),
      );

  it('delivers every mail exactly once when the server is back, none lost', async () => {
    const [before1, before2, held, ...whileDown] = people as [
      UserFixture,
      UserFixture,
      UserFixture,
      ...UserFixture[],
    ];
    await askReset(before1);
    await askReset(before2);
    await first.waitFor(before1.email);
    await first.waitFor(before2.email);

    // Stop the server while a mail is in the middle of its delivery.
    const holding = first.hold(held.email);
    await askReset(held);
    await holding;
    await first.close();
    for (const person of whileDown) await askReset(person);
    const undelivered = [held, ...whileDown];
    await waitUntil('the mail sent while SMTP was down to have failed', async () => {
      const rows = await outboxOf(undelivered);
      return rows.length === undelivered.length && rows.every((row) => row.last_error !== null);
    });
    expect((await outboxOf(undelivered)).every((row) => row.sent_at === null)).toBe(true);

    second = await startSmtpSink({ port: first.port });
    await waitUntil('every mail of the outbox to be sent', async () =>
      (await outboxOf(people)).every((row) => row.sent_at !== null),
    );

    const rows = await outboxOf(people);
    expect(rows).toHaveLength(people.length);
    for (const row of rows) expect(row).toMatchObject({ failed_at: null, last_error: null });
    for (const row of rows.filter((r) => undelivered.some((p) => p.email === r.to))) {
      expect(row.attempts, row.to).toBeGreaterThanOrEqual(2);
    }

    const arrived = await Promise.all(
      [...first.received, ...second.received].map((mail) => simpleParser(mail.raw)),
    );
    for (const person of people) {
      const mails = arrived.filter((mail) => addressesOf(mail.to).includes(person.email));
      expect(mails, person.email).toHaveLength(1);
      const [mail] = mails;
      const french = person === people[1] || person === people[4];
      expect(mail!.subject).toBe(
        french ? 'Réinitialisez votre mot de passe' : 'Reset your password',
      );
      expect(mail!.text).toMatch(/\/login#reset_token=[\w-]+/);
    }
    expect(arrived).toHaveLength(people.length);
  });
});

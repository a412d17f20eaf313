import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAccess, EventSuite, SuitePreOrderPage } from '@app/domain';
import { frenchStyleProblems } from '@app/domain/testing/french-style';
import { suiteOwners } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { createUserFixture } from '../../helpers/fixtures.ts';
import { callApi } from '../../helpers/order-writes.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.ts';
import { preOrdersBed, type PreOrdersBed } from './pre-orders-bed.ts';

const HOUR = 3_600_000;
const LINK = /http:\/\/localhost:5173\/pre-order\/[\w.-]+/;

/** `POST …/event-suites/{id}/send-pre-order-email`: the invitation by hand, over a real SMTP server. */
describe('pre-order email sent by hand', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let bed: PreOrdersBed;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://localhost:5173',
        MAIL_FROM: 'Back-office <no-reply@backoffice.test>',
      },
    });
    bed = await preOrdersBed(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the owner in their language; its link opens their pre-order page', async () => {
    const res = await bed.send(bed.suite102.id);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<EventSuite>();
    expect(answered).toMatchObject({ id: bed.suite102.id, status: 'email_sent' });
    expect(Date.now() - Date.parse(answered.pre_order_email_sent_at!)).toBeLessThan(60_000);

    const mail = await simpleParser((await smtp.waitFor('marc@example.test')).raw);
    expect(mail.subject).toBe('Précommande pour Here game night – Suite 102');
    expect(mail.text).toContain('Bonjour Marc Tremblay,');
    expect(mail.text).toContain('Loge : Suite 102');
    expect(mail.text).toContain('Événement : Here game night');
    // The date and time in the location's zone, in the French display format.
    const start = new Date(bed.here.event.start_date);
    const day = new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Toronto',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(start);
    const part = (type: string) => day.find((p) => p.type === type)!.value;
    expect(mail.text).toContain(`${part('day')}/${part('month')}/${part('year')}`);
    expect(frenchStyleProblems(mail.text!.replace(/\S+@\S+|http\S+/g, ''))).toEqual([]);
    expect(mail.html).toContain('Précommander');
    const link = LINK.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const token = link!.split('/pre-order/')[1]!;
    const page = await bed.page('GET', token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<SuitePreOrderPage>()).toMatchObject({
      event: { title: 'Here game night', time_zone: 'America/Toronto' },
      suite: { id: bed.suite102.id, name: 'Suite 102', status: 'email_sent' },
      owner: { name: 'Marc Tremblay', locale: 'fr-CA' },
      locked: false,
      pre_order: null,
    });
    const history = await bed.changes('event_suite', bed.suite102.id);
    expect(history[0]).toMatchObject({
      action: 'pre_order_email',
      before: { status: 'email_scheduled' },
      after: { status: 'email_sent', to: 'marc@example.test' },
    });
    expect(history[0]!.user_email).toMatch(/@/);
  });

  it('writes to an English owner in English', async () => {
    expect((await bed.send(bed.suite101.id)).statusCode).toBe(200);
    const mail = await simpleParser((await smtp.waitFor('priya@example.test')).raw);
    expect(mail.subject).toBe('Pre-order for Here game night – Suite 101');
    expect(mail.text).toContain('Hello Priya Sharma,');
    expect(mail.text).toContain('Suite: Suite 101');
    expect(mail.text).toMatch(LINK);
  });

  it('sends at most one per hour, and again once the hour has passed', async () => {
    const first = await bed.send(bed.suite101.id, { locale: 'fr-CA' });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      code: 'pre_order_email_already_sent',
      message: 'Le courriel de précommande a déjà été envoyé il y a moins d’une heure.',
    });
    const english = await bed.send(bed.suite101.id);
    expect(english.json()).toMatchObject({
      message: 'The pre-order email was already sent less than an hour ago.',
    });
    const before = smtp.received.filter((m) => m.to.includes('priya@example.test')).length;
    await bed.setSuite(bed.suite101.id, {
      pre_order_email_sent_at: new Date(Date.now() - HOUR - 1000),
    });
    const again = await bed.send(bed.suite101.id);
    expect(again.statusCode, again.body).toBe(200);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes('priya@example.test')).length)
      .toBe(before + 1);
  });

  it('refuses a suite without an owner, owner email or menus, and a past or locked event', async () => {
    const noOwner = await bed.send(bed.suite204.id);
    expect(noOwner.statusCode).toBe(409);
    expect(noOwner.json()).toMatchObject({ code: 'pre_order_email_no_owner' });

    await bed.call('PUT', `/${bed.suite204.id}`, {
      body: { suite_owner_id: bed.here.owners[0]!.id, menu_ids: [] },
    });
    const noMenus = await bed.send(bed.suite204.id, { locale: 'fr-CA' });
    expect(noMenus.json()).toMatchObject({
      code: 'pre_order_email_no_menus',
      message:
        'Cette loge n’a aucun menu de précommande. Choisissez ses menus avant d’envoyer le courriel de précommande.',
    });

    const owner = await callApi(
      t,
      await bed.bed.headers('admin'),
      'POST',
      '/api/catering/suite-owners',
      {
        body: { firstName: 'No', lastName: 'Mail', email: 'nomail@example.test' },
      },
    );
    const ownerId = owner.json<{ id: number }>().id;
    await bed.call('PUT', `/${bed.suite204.id}`, {
      body: { suite_owner_id: ownerId, menu_ids: bed.menuIds },
    });
    await withTenant(t.database.db, bed.bed.locationId, (tx) =>
      tx.update(suiteOwners).set({ email: null }).where(eq(suiteOwners.id, ownerId)),
    );
    const noAddress = await bed.send(bed.suite204.id);
    expect(noAddress.json()).toMatchObject({ code: 'pre_order_email_no_address' });

    await bed.moveEvent(10, 12, 14);
    const locked = await bed.send(bed.suite102.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json<{ code: string; message: string }>().code).toBe('pre_order_locked');
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Pre-ordering closed on \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\./,
    );
    await bed.moveEvent(-1, null, 7);
    const past = await bed.send(bed.suite102.id);
    expect(past.json()).toMatchObject({ code: 'pre_order_closed' });
    await bed.moveEvent(10, null, 7);
  });

  it('lets managers with event access manage send, not a server, nor leads', async () => {
    const levels: [EventAccess, number][] = [
      ['events', 200],
      ['server', 403],
    ];
    await bed.setSuite(bed.suite101.id, { pre_order_email_sent_at: null });
    for (const [level, status] of levels) {
      const user = await createUserFixture(t.database.db, {
        role: 'manager',
        eventAccess: level,
        locations: [bed.bed.locationId],
      });
      const headers = (await signIn(t, user.email, user.password)).headers(bed.bed.locationId);
      const url = `/api/catering/events/${bed.here.event.id}/event-suites/${bed.suite101.id}/send-pre-order-email`;
      const res = await callApi(t, headers, 'POST', url);
      expect(res.statusCode, `${level}: ${res.body}`).toBe(status);
      if (status === 403) expect(res.json()).toMatchObject({ code: 'forbidden_event_access' });
    }
    for (const role of ['lead', 'staff']) {
      const res = await bed.send(bed.suite102.id, { role });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('answers 404 for another location’s suite and sends nothing for it', async () => {
    const headers = await bed.bed.headers('manager');
    const url = `/api/catering/events/${bed.here.event.id}/event-suites/${bed.theirSuite.id}/send-pre-order-email`;
    const res = await callApi(t, headers, 'POST', url);
    expect(res.statusCode).toBe(404);
    const theirs = await callApi(
      t,
      await bed.bed.headers('manager', bed.bed.otherLocationId),
      'GET',
      `/api/catering/events/${bed.there.event.id}/event-suites/${bed.theirSuite.id}`,
    );
    expect(theirs.json()).toMatchObject({
      status: 'email_scheduled',
      pre_order_email_sent_at: null,
    });
  });

  it('declares the call in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const path = '/api/catering/events/{eventId}/event-suites/{id}/send-pre-order-email';
    expect(Object.keys(docs.paths[path] ?? {})).toEqual(['post']);
    for (const sub of ['', '/price', '/card']) {
      expect(docs.paths[`/api/pre-orders/{token}${sub}`]).toBeDefined();
    }
  });
});

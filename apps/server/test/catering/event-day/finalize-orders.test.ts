import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserFixture } from '../../helpers/fixtures.ts';
import { callApi } from '../../helpers/order-writes.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.ts';
import { DECLINED_CARD, GOOD_CARD, eventDayBed, invoiceMailTo } from './event-day-bed.ts';

/**
 * Event-day finalize (`GET …/finalize-orders`, the event and one suite): each suite settled on
 * its own — accepted orders completed and charged or invoiced (the invoice mailed with its PDF,
 * received on a real SMTP server on loopback), pending orders cancelled — all or nothing per
 * suite, once per suite, with a report.
 */
describe('finalizing an event’s suites', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Lakeshore <events@backoffice.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('charges the owner’s card for an accepted order and says what it did, suite by suite', async () => {
    const day = await eventDayBed(t);
    const [charged, empty] = await day.assign(0, 1);
    const order = await day.order(charged!.id, { card: GOOD_CARD, quantity: 2 });
    await day.accept(order.id);
    await day.dueNow(order.id);

    const report = day.report(await day.finalize());
    expect(report.event_id).toBe(day.eventId);
    expect(report.suites.map((suite) => [suite.suite.name, suite.outcome])).toEqual([
      ['Suite 101', 'finalized'],
      ['Suite 102', 'nothing_to_do'],
    ]);
    const [entry, nothing] = report.suites;
    // Two nacho trays, 80.00 + HST 13 % = 90.40.
    expect(entry).toMatchObject({
      event_suite_id: charged!.id,
      suite_owner: { name: 'Priya Sharma', email: 'priya@example.test' },
      charged: 90.4,
      invoiced: 0,
      completed_orders: [
        {
          id: order.id,
          order_number: order.order_number,
          method: 'card_charged',
          amount: 90.4,
          invoice_number: null,
          card_failure: null,
        },
      ],
      cancelled_orders: [],
      status: 'completed',
      invoice_status: 'ready',
      error: null,
    });
    expect(entry!.finalized_at).not.toBeNull();
    expect(nothing).toMatchObject({
      event_suite_id: empty!.id,
      charged: 0,
      status: 'email_scheduled',
      invoice_status: 'none',
      finalized_at: null,
    });
    expect(await day.orderStatus(order.id)).toBe('completed');
    expect(await day.ledger(order.id)).toEqual([
      { kind: 'charge', status: 'succeeded', amount: 90.4, reason: null },
    ]);
    expect(await day.payments(order.id)).toEqual([{ status: 'captured', amount: 90.4 }]);
    const stored = await day.suite(charged!.id);
    expect(stored).toMatchObject({ status: 'completed', invoice_status: 'ready' });
    expect(stored.finalized_at).not.toBeNull();
    expect(await day.suiteActions(charged!.id)).toContain('finalize');
    expect(await day.suiteActions(empty!.id)).not.toContain('finalize');
  });

  it('invoices instead when the card is declined, mailing the PDF invoice', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    const order = await day.order(suite!.id, { card: DECLINED_CARD });
    await day.accept(order.id);
    await day.dueNow(order.id);

    const report = day.report(await day.finalize({ suiteId: suite!.id, locale: 'fr-CA' }));
    const [entry] = report.suites;
    expect(entry).toMatchObject({
      outcome: 'finalized',
      charged: 0,
      invoiced: 45.2,
      status: 'completed',
      invoice_status: 'ready',
    });
    const [completed] = entry!.completed_orders;
    expect(completed).toMatchObject({ method: 'invoice', amount: 45.2, emailed_to: order.email });
    expect(completed!.card_failure).toEqual(expect.any(String));
    expect(completed!.invoice_number).toEqual(expect.any(Number));
    expect(await day.ledger(order.id)).toEqual([
      { kind: 'charge', status: 'failed', amount: 45.2, reason: completed!.card_failure },
      { kind: 'invoice', status: 'pending', amount: 45.2, reason: completed!.card_failure },
    ]);
    const mail = await invoiceMailTo(smtp, order.email);
    expect(mail.pdf).toContain(String(completed!.invoice_number));
    expect(mail.pdf).toMatch(/45[.,]20/);
  });

  it('cancels the suite’s pending orders, completing the accepted ones beside them', async () => {
    const day = await eventDayBed(t);
    const [mixed, onlyPending] = await day.assign(0, 1);
    const accepted = await day.order(mixed!.id);
    const waiting = await day.order(mixed!.id);
    await day.accept(accepted.id);
    await day.dueNow(accepted.id);
    const lonely = await day.order(onlyPending!.id);

    const report = day.report(await day.finalize());
    const [first, second] = report.suites;
    expect(first).toMatchObject({
      outcome: 'finalized',
      invoiced: 45.2,
      completed_orders: [{ id: accepted.id, method: 'invoice' }],
      cancelled_orders: [{ id: waiting.id, order_number: waiting.order_number }],
      status: 'completed',
      invoice_status: 'ready',
    });
    expect(second).toMatchObject({
      outcome: 'finalized',
      completed_orders: [],
      cancelled_orders: [{ id: lonely.id }],
      status: 'cancelled',
      invoice_status: 'none',
    });
    expect(await day.orderStatus(waiting.id)).toBe('cancelled');
    expect(await day.orderStatus(lonely.id)).toBe('cancelled');
    expect(await day.ledger(lonely.id)).toEqual([]);
    await invoiceMailTo(smtp, accepted.email);
  });

  it('leaves a suite that fails mid-way exactly as it was, and settles the others', async () => {
    const day = await eventDayBed(t);
    const [good, broken] = await day.assign(0, 1);
    const paid = await day.order(good!.id, { card: GOOD_CARD });
    const first = await day.order(broken!.id, { card: GOOD_CARD });
    const later = await day.order(broken!.id, { card: GOOD_CARD });
    for (const order of [paid, first, later]) await day.accept(order.id);
    await day.dueNow(paid.id);
    await day.dueNow(first.id);
    // `later` stays due on the event's day, ten days ahead: completing it is refused (2308).

    const report = day.report(await day.finalize({ key: 'finalize-mid-way' }));
    const [settled, failed] = report.suites;
    expect(settled).toMatchObject({ outcome: 'finalized', charged: 45.2 });
    expect(failed).toMatchObject({
      event_suite_id: broken!.id,
      outcome: 'failed',
      charged: 0,
      completed_orders: [],
      status: 'accepted',
      invoice_status: 'not_ready',
      finalized_at: null,
      error: {
        code: 'order_before_scheduled_date',
        message: 'The order cannot be completed prior to the scheduled date.',
        order: { id: later.id, order_number: later.order_number },
      },
    });
    // The first order was charged before the second refused: rolled back with the suite.
    expect(await day.orderStatus(first.id)).toBe('in_progress');
    expect(await day.ledger(first.id)).toEqual([]);
    expect(await day.payments(first.id)).toEqual([]);
    expect(await day.suiteActions(broken!.id)).not.toContain('finalize');

    await day.dueNow(later.id);
    const again = day.report(await day.finalize({ key: 'finalize-after-fix' }));
    expect(again.suites.map((suite) => [suite.outcome, suite.charged])).toEqual([
      ['already_finalized', 0],
      ['finalized', 90.4],
    ]);
    expect(await day.payments(paid.id)).toHaveLength(1);
  });

  it('acts once: the same key answers the same report, a new key says already finalized', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    const order = await day.order(suite!.id, { card: GOOD_CARD });
    await day.accept(order.id);
    await day.dueNow(order.id);

    const first = await day.finalize({ key: 'finalize-once' });
    const retry = await day.finalize({ key: 'finalize-once' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(day.report(first).suites[0]).toMatchObject({ outcome: 'finalized', charged: 45.2 });

    const fresh = day.report(await day.finalize({ key: 'finalize-twice', locale: 'fr-CA' }));
    expect(fresh.suites[0]).toMatchObject({
      outcome: 'already_finalized',
      charged: 0,
      completed_orders: [],
      status: 'completed',
    });
    const perSuite = day.report(await day.finalize({ suiteId: suite!.id }));
    expect(perSuite.suites[0]!.outcome).toBe('already_finalized');
    expect(await day.ledger(order.id)).toHaveLength(1);
    expect(await day.payments(order.id)).toHaveLength(1);

    const reused = await day.finalize({ suiteId: suite!.id, key: 'finalize-once' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('is for the events and admin access levels, at the event’s own location', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    const order = await day.order(suite!.id);
    const levels = new Map<string, Record<string, string>>();
    for (const level of ['server', 'events'] as const) {
      const user = await createUserFixture(t.database.db, {
        role: 'manager',
        eventAccess: level,
        locations: [day.venue.bed.locationId],
      });
      levels.set(
        level,
        (await signIn(t, user.email, user.password)).headers(day.venue.bed.locationId),
      );
    }

    const server = await day.finalize({ headers: levels.get('server'), locale: 'fr-CA' });
    expect(server.statusCode).toBe(403);
    expect(server.json()).toMatchObject({ code: 'forbidden_event_access' });
    expect((await day.finalize({ role: 'lead' })).statusCode).toBe(403);
    expect(await day.orderStatus(order.id)).toBe('pending');

    const theirs = await callApi(
      t,
      await day.venue.bed.headers('manager', day.venue.bed.otherLocationId),
      'GET',
      `/api/catering/events/${day.eventId}/finalize-orders`,
    );
    expect(theirs.statusCode).toBe(404);
    const otherEvent = day.venue.there.event.id;
    expect((await day.finalize({ eventId: otherEvent })).statusCode).toBe(404);
    expect((await day.finalize({ suiteId: suite!.id, eventId: otherEvent })).statusCode).toBe(404);
    expect((await day.finalize({ suiteId: 2_000_000 })).statusCode).toBe(404);
    expect(await day.orderStatus(order.id)).toBe('pending');

    const events = day.report(await day.finalize({ headers: levels.get('events') }));
    expect(events.suites[0]).toMatchObject({
      outcome: 'finalized',
      cancelled_orders: [{ id: order.id }],
    });
  });

  it('declares both calls, with their Idempotency-Key, in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string }[] }>>;
    }>();
    for (const path of [
      '/api/catering/events/{id}/finalize-orders',
      '/api/catering/events/{eventId}/event-suites/{id}/finalize-orders',
    ]) {
      const call = docs.paths[path]?.get;
      expect(call?.tags, path).toEqual(['event-day']);
      expect(call?.parameters?.map((parameter) => parameter.name)).toContain('idempotency-key');
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTransactions } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderChanges,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const bothFlags = {
  menu_manager_config: { allow_bulk_complete: true, allow_bulk_cancel: true },
};

/** POST /api/orders/bulk-actions: bulk complete and bulk cancel, dry run then run. */
describe('POST /api/orders/bulk-actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function place(
    flags: NonNullable<Parameters<typeof orderingLocation>[1]>['flags'] = bothFlags,
  ) {
    return orderingLocation(t, { flags });
  }

  /** An order due today (as soon as possible), or scheduled `inDays` ahead. */
  async function anOrder(where: OrderingLocation, inDays?: number, extra = {}) {
    const pickup =
      inDays === undefined
        ? {}
        : { pickup: { scheduled: true, dueByDate: isoDateInDays(inDays), dueByTime: '12:00' } };
    return submitOrder(
      t,
      await where.headers('manager'),
      takeOutDraft(where.menuId, [{ id: where.burger, menu_id: where.menuId }], {
        checkout: { contact: guestContact, ...pickup, ...extra },
      }),
    );
  }

  function bulk(where: OrderingLocation, body: unknown, locale?: 'fr-CA', role = 'lead') {
    return where
      .headers(role)
      .then((headers) => callApi(t, headers, 'POST', '/api/orders/bulk-actions', { body, locale }));
  }

  const today = () => isoDateInDays(0);

  it('needs lead and the flag of the action', async () => {
    const off = await place({});
    const refused = await bulk(off, { action: 'complete', date: today(), dryRun: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_disabled' });

    const completeOnly = await place({ menu_manager_config: { allow_bulk_complete: true } });
    expect(
      (await bulk(completeOnly, { action: 'complete', date: today(), dryRun: true })).statusCode,
    ).toBe(200);
    expect(
      (await bulk(completeOnly, { action: 'cancel', date: today(), dryRun: true })).json(),
    ).toMatchObject({ code: 'feature_disabled' });
    const member = await bulk(
      completeOnly,
      { action: 'complete', date: today(), dryRun: true },
      undefined,
      'member',
    );
    expect(member.json()).toMatchObject({ code: 'forbidden_role' });
  });

  it('needs a valid date or date range, with the spec’s messages in both languages', async () => {
    const where = await place();
    const none = await bulk(where, { action: 'complete', dryRun: true }, 'fr-CA');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'bulk_date_required',
      message: 'Choisissez une date valide.',
    });
    expect(
      (await bulk(where, { action: 'complete', date: '2026-02-30', dryRun: true })).json(),
    ).toMatchObject({ code: 'bulk_date_required', message: 'Choose a valid date.' });
    const backwards = await bulk(where, {
      action: 'cancel',
      dateRange: { start: today(), end: isoDateInDays(-1) },
      dryRun: true,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'date_range_required',
      message: 'Choose a valid date range.',
    });
  });

  it('lists in a dry run what would change and what is skipped, and changes nothing', async () => {
    const where = await place();
    const pending = await anOrder(where);
    const accepted = await anOrder(where);
    await callApi(t, await where.headers('lead'), 'PUT', `/api/orders/${accepted.id}`, {
      body: { status: 'in_progress' },
    });
    const later = await anOrder(where, 3);
    const elsewhere = await anOrder(where, 9);
    const dateRange = { start: isoDateInDays(-1), end: isoDateInDays(4) };

    const complete = await bulk(where, { action: 'complete', dateRange, dryRun: true }, 'fr-CA');
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toEqual({
      changes: [
        { id: pending.id, order_number: pending.order_number },
        { id: accepted.id, order_number: accepted.order_number },
      ],
      skipped: [
        {
          id: later.id,
          order_number: later.order_number,
          code: 'order_before_scheduled_date',
          message: 'La commande ne peut pas être complétée avant la date prévue.',
        },
      ],
    });
    const cancel = await bulk(where, { action: 'cancel', dateRange, dryRun: true });
    expect(cancel.json()).toMatchObject({
      changes: [{ id: pending.id }, { id: later.id }],
      skipped: [{ id: accepted.id, code: 'order_status_change_invalid' }],
    });
    expect((await orderRow(t, where.locationId, pending.id)).status).toBe('pending');
    expect(JSON.stringify(cancel.json())).not.toContain(String(elsewhere.id) + ',');
  });

  it('runs only with the typed confirmation; cancelling needs a reason', async () => {
    const where = await place();
    const order = await anOrder(where);
    const unconfirmed = await bulk(
      where,
      { action: 'complete', date: today(), dryRun: false },
      'fr-CA',
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      code: 'bulk_confirmation_required',
      message: 'Cette action est irréversible. Tapez CONFIRMER pour confirmer.',
    });
    const typo = await bulk(where, {
      action: 'complete',
      date: today(),
      dryRun: false,
      confirmation: 'confirm',
    });
    expect(typo.json()).toMatchObject({ code: 'bulk_confirmation_required' });
    const noReason = await bulk(where, {
      action: 'cancel',
      date: today(),
      dryRun: false,
      confirmation: 'CONFIRM',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'validation_failed',
      fields: { reason: 'This field is required.' },
    });
    expect((await orderRow(t, where.locationId, order.id)).status).toBe('pending');
  });

  it('completes each order in its own change, and lists what it refused', async () => {
    const where = await place();
    const first = await anOrder(where);
    const second = await anOrder(where);
    const later = await anOrder(where, 2);
    const response = await bulk(where, {
      action: 'complete',
      dateRange: { start: today(), end: isoDateInDays(2) },
      dryRun: false,
      confirmation: 'CONFIRMER',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      done: [{ id: first.id }, { id: second.id }],
      refused: [{ id: later.id, code: 'order_before_scheduled_date' }],
    });
    for (const order of [first, second]) {
      expect((await orderRow(t, where.locationId, order.id)).status).toBe('completed');
      const changes = await orderChanges(t, where.locationId, order.id);
      expect(changes.map((change) => change.action)).toEqual(['complete', 'create']);
    }
    expect((await orderRow(t, where.locationId, later.id)).status).toBe('pending');
  });

  it('cancels like a decline: the reason is kept and the card hold released', async () => {
    const where = await place();
    const manager = await where.headers('manager');
    const token = await callApi(t, manager, 'POST', '/api/payments/card-tokens', {
      body: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '321' },
    });
    const order = await anOrder(where, undefined, {
      paymentPreference: 'credit_card',
      creditCard: token.json<Record<string, unknown>>(),
    });
    const response = await bulk(where, {
      action: 'cancel',
      date: today(),
      dryRun: false,
      confirmation: 'CONFIRM',
      reason: 'Snow day',
    });
    expect(response.json()).toEqual({
      done: [{ id: order.id, order_number: order.order_number }],
      refused: [],
    });
    const row = await orderRow(t, where.locationId, order.id);
    expect(row.status).toBe('cancelled');
    expect(row.data).toMatchObject({ statusReason: 'Snow day' });
    const holds = await withTenant(t.database.db, where.locationId, (tx) =>
      tx
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.order_id, order.id), eq(orderTransactions.kind, 'charge'))),
    );
    expect(holds.map((hold) => hold.status)).toEqual(['cancelled']);
  });
});

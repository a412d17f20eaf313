import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOrderingParametersFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderingLocation,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { creditCalls, creditState, createCustomersFixture } from './credit-fixtures.ts';

/**
 * One credit moved by many writers at once — orders spending it, refunds giving it back and staff
 * adjusting it: every movement is serialised on the credit row, the balance never goes below zero
 * and equals the sum of its ledger at the end. On PGlite the writes queue on one connection; on
 * PostgreSQL they really run together.
 */
describe('the credit ledger under concurrent writers', () => {
  let t: TestApp;
  let place: OrderingLocation;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { app8_credits: true, k12: true } });
    await setOrderingParametersFixture(t, place.locationId, {
      end_of_school_year: isoDateInDays(90),
    });
    await createCustomersFixture(t, place.locationId, [{ email: guestContact.email }]);
  });
  afterAll(() => t.close());

  const spend = async () =>
    callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        checkout: { contact: guestContact, pricing: { useCredits: true } },
      }),
    });

  it('never goes below zero and always equals the sum of its ledger', async () => {
    const calls = creditCalls(t, place);
    const first = await calls.save({ email: guestContact.email, amount: 60 });
    expect(first.statusCode).toBe(201);
    const creditId = first.json<{ id: number }>().id;
    // Two orders to refund while the rest runs: each took 14.13 (12.50 + HST 13 %).
    const toRefund = [await spend(), await spend()].map((r) => r.json<{ id: number }>().id);
    const manager = await place.headers('manager');
    const writers = [
      ...Array.from({ length: 8 }, () => spend()),
      ...toRefund.map((orderId) =>
        callApi(t, manager, 'POST', '/api/orders/refund', {
          body: { orderId, mode: 'full', reason: 'Field trip' },
        }),
      ),
      ...[-10, 15, -20, -30, 5].map((amount) =>
        calls.save({ id: creditId, email: guestContact.email, amount }),
      ),
      calls.save({ email: guestContact.email, amount: 7.5 }),
    ];
    const answers = await Promise.all(writers);
    for (const answer of answers) {
      expect([200, 201, 409], answer.body).toContain(answer.statusCode);
    }
    const state = (await creditState(t, place.locationId, guestContact.email))!;
    expect(state.credit.balance).toBeGreaterThanOrEqual(0);
    expect(state.ledgerSum).toBeCloseTo(state.credit.balance, 2);
    // Every row's balance_after is the running total of the rows before it.
    let running = 0;
    for (const row of state.rows) {
      running = Math.round((running + row.amount) * 100) / 100;
      expect(row.balance_after).toBeCloseTo(running, 2);
      expect(row.balance_after).toBeGreaterThanOrEqual(0);
    }
    const kinds = new Set(state.rows.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(['grant', 'order', 'refund', 'staff_adjust']);
  });
});

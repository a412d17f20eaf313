import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant.ts';
import { createCreditFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Order writes take their locks in one order (modules/orders/order-locks.repository.ts): the
 * order being changed, then its menu, then the order counter, then the guest's credits. Two
 * writes can then never wait on each other in a cycle, which PostgreSQL would break by failing
 * one with a 500.
 * PGlite runs one transaction at a time, so these run on PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('the lock order of order writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function placeWithCredit(): Promise<{ place: OrderingLocation; creditId: number }> {
    const place = await orderingLocation(t, { flags: { app8_credits: true } });
    const credit = await createCreditFixture(t, place.locationId, {
      email: guestContact.email,
      balance: 500,
    });
    return { place, creditId: credit.id };
  }

  const draftOf = (place: OrderingLocation, quantity: number) =>
    takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId, quantity }], {
      checkout: { contact: guestContact, pricing: { useCredits: true } },
    });

  /** Resolves once some session of this test database waits on a row lock. */
  async function someoneWaitsOnALock(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const result = await t.database.db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as { rows: { waiting: number }[] }).rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('nobody waited on a lock');
  }

  it('lets a submit holding the menu take the credits a waiting modification needs', async () => {
    const { place, creditId } = await placeWithCredit();
    const manager = await place.headers('manager');
    const order = await submitOrder(t, manager, draftOf(place, 1));

    // Stands for a submit that holds the menu (capacity) and is about to debit the same guest.
    let creditsTaken = false;
    let modification: ReturnType<typeof callApi> | undefined;
    await withTenant(t.database.db, place.locationId, async (tx) => {
      await tx.execute(sql`select id from menus where id = ${place.menuId} for no key update`);
      modification = callApi(t, manager, 'PUT', `/api/orders/modify/${order.id}`, {
        body: draftOf(place, 2),
      });
      await someoneWaitsOnALock();
      // The modification waits for the menu before it touches the credits: no cycle.
      await tx.execute(sql`set local lock_timeout = '3s'`);
      await tx.execute(sql`select id from credits where id = ${creditId} for update`);
      creditsTaken = true;
    });
    expect(creditsTaken).toBe(true);
    const response = await modification!;
    expect(response.statusCode).toBe(200);
    // 2 × 12.50 + HST 13 % = 28.25, all paid by credit.
    expect(response.json()).toMatchObject({ data: { costs: { credits: 28.25, total: 0 } } });
  });

  it('takes parallel submits and modifications of one guest on one menu without a 500', async () => {
    const { place } = await placeWithCredit();
    const manager = await place.headers('manager');
    const lead = await place.headers('lead');
    const existing = await Promise.all(
      [1, 2, 3].map(() => submitOrder(t, manager, draftOf(place, 1))),
    );
    const answers = await Promise.all(
      existing.flatMap((order, index) => [
        callApi(t, lead, 'PUT', `/api/orders/modify/${order.id}`, {
          body: draftOf(place, index + 2),
        }),
        callApi(t, manager, 'POST', '/api/orders', { body: draftOf(place, 1) }),
      ]),
    );
    // A submit priced against a balance a parallel write has just spent is refused with 409.
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode < 300).length).toBeGreaterThan(0);
  });
});

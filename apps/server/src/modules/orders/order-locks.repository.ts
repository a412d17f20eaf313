import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The one order in which order writes (submit, modify, checkout and status changes) lock rows.
 * Every write takes the locks it needs in this order and never goes back to an earlier step, so
 * two writes can never wait on each other in a cycle (PostgreSQL would end such a deadlock by
 * failing one of them):
 *
 *  1. the `Idempotency-Key` row (submit with a key: claimed before anything is read);
 *  2. the order being changed (`ordersRepository.findForUpdate`);
 *  3. the order's menu (`lockOrderMenu`): the capacity of its ordering intervals;
 *  4. the subsidy code the order uses (`lockSubsidyCode`): the meals it has left that day;
 *  5. the location's order counter (`ordersRepository.nextOrderNumber`, submit only);
 *  6. the guest's credits (`lockOrderCredits`, several rows by id), then their movements;
 *  7. the order's card holds and gateway payments (`holdCardAmount`, `releaseHolds`);
 *  8. the location's invoice counter (`invoicesRepository.nextNumber`, at completion);
 *  9. an event order's suite row (`followEventSuiteStatus`, FOR NO KEY UPDATE), last: finalize
 *     and the guaranteed count also lock the suite's orders before its row
 *     (docs/decisions/event-day.md "Lock order").
 *
 * Change-history rows are inserts and lock nothing another write waits for. The money actions
 * (orders/money/: refunds, deposit and refund requests, removing an item) follow the same list:
 * key, order, then — for a full refund — the order's credits before its card payments are
 * refunded.
 */

/**
 * Locks the menu row until the transaction ends (`FOR NO KEY UPDATE`, which leaves the menu's
 * children free: their foreign-key checks take KEY SHARE locks). Serialises the order writes of
 * one menu, so capacity is counted and taken by one at a time. A menu of another location is
 * hidden by row-level security and locks nothing.
 */
export async function lockOrderMenu(tx: Tx, menuId: number): Promise<void> {
  await tx.execute(sql`select id from menus where id = ${menuId} for no key update`);
}

/**
 * Locks the subsidy code `code` (as the order names it, spaces trimmed) until the transaction
 * ends, so the orders using one code are counted against its meals of the day one at a time
 * (`subsidyMealsProblemOf`). Pricing takes it; a change takes it before the credits (step 4
 * before step 6). No code, or a code of another location, locks nothing.
 */
export async function lockSubsidyCode(tx: Tx, code: string | null | undefined): Promise<void> {
  const trimmed = code?.trim();
  if (!trimmed) return;
  await tx.execute(sql`select id from subsidy_codes where code = ${trimmed} for update`);
}

/**
 * Locks, in id order, the credit rows an order write may move: those the order `orderId`
 * already took from (given back when it changes) and the one of `email` (taken again). Taking
 * them together, sorted, keeps two changes that swap guests from locking them crosswise.
 */
export async function lockOrderCredits(
  tx: Tx,
  input: { orderId: number | null; email: string },
): Promise<void> {
  const email = input.email.trim();
  const held =
    input.orderId === null
      ? sql`false`
      : sql`id in (select credit_id from credit_transactions where order_id = ${input.orderId})`;
  const byEmail = email === '' ? sql`false` : sql`lower(email) = lower(${email})`;
  await tx.execute(sql`select id from credits where ${held} or ${byEmail} order by id for update`);
}

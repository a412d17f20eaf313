import { fromCents, toCents, toIsoDate } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext, OrderTakingContext } from '../../../context/order-context.ts';
import { creditsRepository } from './credits.repository.ts';
import { orderTransactionsRepository } from './order-transactions.repository.ts';

/**
 * The guest's store credit an order uses (credit is email-based: the contact's email). Every
 * movement is a `credit_transactions` row beside the balance change, in the order's transaction.
 */

/**
 * Takes `cents` off the credit of `email`. The balance never goes below zero: when another order
 * spent the credit after this one was priced, nothing is taken and the order is refused with
 * 409 `conflict` (price again and retry).
 */
export async function debitCredits(
  tx: Tx,
  ctx: OrderTakingContext,
  input: { orderId: number; email: string; cents: number },
): Promise<void> {
  if (input.cents <= 0) return;
  const amount = fromCents(input.cents);
  const row = await creditsRepository.debit(tx, {
    restaurantId: ctx.restaurantId,
    email: input.email,
    amount,
  });
  if (!row) throw new AppError('conflict');
  await creditsRepository.insertMovement(tx, {
    restaurant_id: ctx.restaurantId,
    credit_id: row.id,
    kind: 'order',
    amount: -amount,
    balance_after: row.balance,
    order_id: input.orderId,
    created_by: ctx.user.id,
  });
}

/**
 * Gives back every credit an order still holds (what its transactions took, less what was
 * already given back): before an order is priced again (`adjust`, after `lockOrderCredits`) or
 * when it is declined (`refund`).
 */
export async function returnOrderCredits(
  tx: Tx,
  ctx: OrderTakingContext,
  orderId: number,
  kind: 'adjust' | 'refund',
): Promise<ReturnedCredit[]> {
  // In credit id order, as order-locks.repository.ts asks of several credits.
  const held = await creditsRepository.heldByOrder(tx, orderId);
  const returned: ReturnedCredit[] = [];
  for (const { creditId, net } of held) {
    const cents = -toCents(net);
    if (cents <= 0) continue;
    const amount = fromCents(cents);
    const row = await creditsRepository.credit(tx, creditId, amount);
    if (!row) continue;
    await creditsRepository.insertMovement(tx, {
      restaurant_id: ctx.restaurantId,
      credit_id: creditId,
      kind,
      amount,
      balance_after: row.balance,
      order_id: orderId,
      created_by: ctx.user.id,
    });
    returned.push({ creditId, cents });
  }
  return returned;
}

export interface ReturnedCredit {
  creditId: number;
  cents: number;
}

/**
 * An order cancelled or refunded in full gives the guest back the credits it used
 * (`returnOrderCredits`) and says so in its money ledger: one `credit_return` row with, for each
 * credit, the amount and the date it expires. The returned credit keeps its credit's expiry date;
 * a credit without one, or whose date has passed, is given the location's end of school year
 * (when set and not past) so school credit does not outlive the year it was given for
 * (docs/decisions/order-money.md). Nothing held, nothing written.
 */
export async function giveBackOrderCredits(
  tx: Tx,
  ctx: OrderContext,
  orderId: number,
): Promise<void> {
  const returned = await returnOrderCredits(tx, ctx, orderId, 'refund');
  if (returned.length === 0) return;
  const today = toIsoDate(new Date(), ctx.location.timezone);
  const endOfYear = await creditsRepository.endOfSchoolYear(tx);
  const lines = [];
  for (const { creditId, cents } of returned) {
    let expiry = await creditsRepository.expiryDate(tx, creditId);
    if ((expiry === null || expiry < today) && endOfYear !== null && endOfYear >= today) {
      expiry = endOfYear;
      await creditsRepository.setExpiryDate(tx, creditId, expiry);
    }
    lines.push({ credit_id: creditId, amount: fromCents(cents), expiry_date: expiry });
  }
  await orderTransactionsRepository.insert(tx, {
    restaurant_id: ctx.restaurantId,
    order_id: orderId,
    kind: 'credit_return',
    status: 'succeeded',
    amount: fromCents(returned.reduce((sum, credit) => sum + credit.cents, 0)),
    details: { credits: lines, created_by_name: ctx.user.email },
    created_by: ctx.user.id,
  });
}

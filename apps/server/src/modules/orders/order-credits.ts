import { fromCents, toCents } from '@app/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditTransactions, credits } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { OrderContext } from '../../context/order-context.ts';

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
  ctx: OrderContext,
  input: { orderId: number; email: string; cents: number },
): Promise<void> {
  if (input.cents <= 0) return;
  const amount = fromCents(input.cents);
  const [row] = await tx
    .update(credits)
    .set({ balance: sql`${credits.balance} - ${amount}`, updated_at: new Date() })
    .where(
      and(
        eq(credits.restaurant_id, ctx.restaurantId),
        sql`lower(${credits.email}) = lower(${input.email})`,
        gte(credits.balance, amount),
      ),
    )
    .returning({ id: credits.id, balance: credits.balance });
  if (!row) throw new AppError('conflict');
  await tx.insert(creditTransactions).values({
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
  ctx: OrderContext,
  orderId: number,
  kind: 'adjust' | 'refund',
): Promise<void> {
  const held = await tx
    .select({
      creditId: creditTransactions.credit_id,
      net: sql<string>`sum(${creditTransactions.amount})`,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.order_id, orderId))
    .groupBy(creditTransactions.credit_id)
    // Rows are locked in id order, as order-locks.ts asks of several credits.
    .orderBy(asc(creditTransactions.credit_id));
  for (const { creditId, net } of held) {
    const cents = -toCents(net);
    if (cents <= 0) continue;
    const amount = fromCents(cents);
    const [row] = await tx
      .update(credits)
      .set({ balance: sql`${credits.balance} + ${amount}`, updated_at: new Date() })
      .where(eq(credits.id, creditId))
      .returning({ balance: credits.balance });
    if (!row) continue;
    await tx.insert(creditTransactions).values({
      restaurant_id: ctx.restaurantId,
      credit_id: creditId,
      kind,
      amount,
      balance_after: row.balance,
      order_id: orderId,
      created_by: ctx.user.id,
    });
  }
}

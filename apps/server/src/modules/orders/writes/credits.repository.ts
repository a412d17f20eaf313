import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { creditTransactions, credits, orderingParameters } from '../../../db/schema/index.ts';

export type CreditTransactionValues = Omit<
  typeof creditTransactions.$inferInsert,
  'id' | 'created_at'
>;

/**
 * Queries on the guests' store credits (`credits`, email-based) and their movements
 * (`credit_transactions`). Every call runs in the order's tenant transaction.
 */
export const creditsRepository = {
  /**
   * Takes `amount` off the credit of `email` at the location when the balance covers it, in one
   * statement (a balance never goes below zero). Answers the credit's id and new balance, or
   * `null` when there is no such credit or it does not cover the amount.
   */
  async debit(
    tx: Tx,
    input: { restaurantId: number; email: string; amount: number },
  ): Promise<{ id: number; balance: number } | null> {
    const [row] = await tx
      .update(credits)
      .set({ balance: sql`${credits.balance} - ${input.amount}`, updated_at: new Date() })
      .where(
        and(
          eq(credits.restaurant_id, input.restaurantId),
          sql`lower(${credits.email}) = lower(${input.email})`,
          gte(credits.balance, input.amount),
        ),
      )
      .returning({ id: credits.id, balance: credits.balance });
    return row ?? null;
  },

  /** Adds `amount` back to the credit `creditId`; its new balance, or `null` when it is gone. */
  async credit(tx: Tx, creditId: number, amount: number): Promise<{ balance: number } | null> {
    const [row] = await tx
      .update(credits)
      .set({ balance: sql`${credits.balance} + ${amount}`, updated_at: new Date() })
      .where(eq(credits.id, creditId))
      .returning({ balance: credits.balance });
    return row ?? null;
  },

  /**
   * What the order's movements add up to on each credit (negative: still taken), in credit id
   * order — the order in which order-locks.repository.ts asks several credits to be locked.
   */
  heldByOrder(tx: Tx, orderId: number): Promise<{ creditId: number; net: string }[]> {
    return tx
      .select({
        creditId: creditTransactions.credit_id,
        net: sql<string>`sum(${creditTransactions.amount})`,
      })
      .from(creditTransactions)
      .where(eq(creditTransactions.order_id, orderId))
      .groupBy(creditTransactions.credit_id)
      .orderBy(asc(creditTransactions.credit_id));
  },

  async expiryDate(tx: Tx, creditId: number): Promise<string | null> {
    const [row] = await tx
      .select({ date: credits.expiry_date })
      .from(credits)
      .where(eq(credits.id, creditId));
    return row?.date ?? null;
  },

  async setExpiryDate(tx: Tx, creditId: number, date: string): Promise<void> {
    await tx
      .update(credits)
      .set({ expiry_date: date, updated_at: new Date() })
      .where(eq(credits.id, creditId));
  },

  /** The location's end of school year (ISO date), or null when it has none. */
  async endOfSchoolYear(tx: Tx): Promise<string | null> {
    const [row] = await tx
      .select({ date: orderingParameters.end_of_school_year })
      .from(orderingParameters)
      .limit(1);
    return row?.date ?? null;
  },

  async insertMovement(tx: Tx, values: CreditTransactionValues): Promise<void> {
    await tx.insert(creditTransactions).values(values);
  },
};

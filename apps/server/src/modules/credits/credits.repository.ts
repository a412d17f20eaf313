import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CreditKind } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { credits, orderingParameters } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like-pattern.ts';

const columns = {
  id: credits.id,
  name: credits.name,
  email: credits.email,
  expiry_date: credits.expiry_date,
  balance: credits.balance,
};

export type CreditRow = {
  id: number;
  name: string | null;
  email: string;
  expiry_date: string | null;
  balance: number;
};

/** One ledger row written with its balance change. */
export interface CreditMove {
  creditId: number;
  kind: CreditKind;
  /** Signed dollars. */
  amount: number;
  userId: number | null;
  note?: string | null;
}

/**
 * The location's credits (one per email, any case) under its row-level security. Every balance
 * change goes through `move` or `expireAll`: one statement that changes the balance and writes
 * the ledger row together, on the row the caller has locked (`lock`).
 */
export const creditsRepository = {
  /** A page by email (then id), after `after` ([lower(email), id]); `search` in email or name. */
  page(
    tx: Tx,
    restaurantId: number,
    query: { search?: string | undefined; after: [string, number] | null; limit: number },
  ): Promise<CreditRow[]> {
    const search = query.search?.trim();
    return tx
      .select(columns)
      .from(credits)
      .where(
        and(
          eq(credits.restaurant_id, restaurantId),
          search
            ? or(
                ilike(credits.email, containsPattern(search)),
                ilike(credits.name, containsPattern(search)),
              )
            : undefined,
          query.after
            ? sql`(lower(${credits.email}), ${credits.id}) > (${query.after[0]}, ${query.after[1]})`
            : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${credits.email})`), asc(credits.id))
      .limit(query.limit);
  },

  /** The credit `id`, locked until the transaction ends (step 6 of the order lock order). */
  async lockById(tx: Tx, restaurantId: number, id: number): Promise<CreditRow | null> {
    const [row] = await tx
      .select(columns)
      .from(credits)
      .where(and(eq(credits.restaurant_id, restaurantId), eq(credits.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The credit of `email` (any case), locked until the transaction ends. */
  async lockByEmail(tx: Tx, restaurantId: number, email: string): Promise<CreditRow | null> {
    const [row] = await tx
      .select(columns)
      .from(credits)
      .where(
        and(
          eq(credits.restaurant_id, restaurantId),
          sql`lower(${credits.email}) = lower(${email.trim()})`,
        ),
      )
      .for('update');
    return row ?? null;
  },

  /**
   * A credit for `email` with a zero balance, or the one a concurrent save just made (the
   * unique email index): either way the row, locked.
   */
  async insertEmpty(
    tx: Tx,
    values: { restaurantId: number; email: string; name: string | null; expiry: string | null },
  ): Promise<CreditRow> {
    await tx.execute(
      sql`insert into credits (restaurant_id, email, name, expiry_date, balance)
          values (${values.restaurantId}, ${values.email.trim()}, ${values.name}, ${values.expiry}, 0)
          on conflict (restaurant_id, lower(email)) do nothing`,
    );
    return (await creditsRepository.lockByEmail(tx, values.restaurantId, values.email))!;
  },

  async updateDetails(
    tx: Tx,
    id: number,
    values: { name: string | null; expiry: string | null },
  ): Promise<void> {
    await tx
      .update(credits)
      .set({ name: values.name, expiry_date: values.expiry, updated_at: new Date() })
      .where(eq(credits.id, id));
  },

  async find(tx: Tx, id: number): Promise<CreditRow | null> {
    const [row] = await tx.select(columns).from(credits).where(eq(credits.id, id));
    return row ?? null;
  },

  /**
   * Adds `amount` (signed) to the balance and writes its ledger row in one statement; nothing
   * when the balance would go below zero (answers null). The balance column is the running total
   * of the ledger: both are written here, under the row lock the caller holds.
   */
  async move(tx: Tx, move: CreditMove): Promise<{ balance: number } | null> {
    const [row] = await rawRows<{ balance_after: string }>(
      tx,
      sql`with moved as (
            update credits set balance = balance + ${move.amount}::numeric, updated_at = now()
            where id = ${move.creditId} and balance + ${move.amount}::numeric >= 0
            returning id, restaurant_id, balance)
          insert into credit_transactions
            (restaurant_id, credit_id, kind, amount, balance_after, created_by, note)
          select restaurant_id, id, ${move.kind}, ${move.amount}::numeric, balance,
                 ${move.userId}, ${move.note ?? null}
          from moved
          returning balance_after`,
    );
    return row ? { balance: Number(row.balance_after) } : null;
  },

  /**
   * Takes the whole balance of the credit to zero with one `expire` ledger row, in one
   * statement; answers what expired (0 and no row when nothing was left).
   */
  async expireAll(tx: Tx, creditId: number, userId: number | null): Promise<number> {
    const [row] = await rawRows<{ amount: string }>(
      tx,
      sql`with due as (select id, balance from credits where id = ${creditId} and balance > 0),
          moved as (
            update credits c set balance = 0, updated_at = now() from due
            where c.id = due.id returning c.id, c.restaurant_id, due.balance as was)
          insert into credit_transactions
            (restaurant_id, credit_id, kind, amount, balance_after, created_by)
          select restaurant_id, id, 'expire', -was, 0, ${userId} from moved
          returning amount`,
    );
    return row ? -Number(row.amount) : 0;
  },

  /**
   * Every location's credits whose expiry date is before `now`'s day in the location's time zone
   * and that still hold a balance: each taken to zero with one `expire` ledger row, in one
   * statement on the owner connection. The rows are locked first, so an order spending one at
   * the same moment goes first or finds it empty. Answers what expired.
   */
  expireDue(
    tx: Tx,
    now: Date,
  ): Promise<{ restaurant_id: number; credit_id: number; amount: string }[]> {
    return rawRows(
      tx,
      sql`with due as (
            select c.id, c.balance from credits c join restaurants r on r.id = c.restaurant_id
            where c.balance > 0
              and c.expiry_date < (${now.toISOString()}::timestamptz at time zone r.timezone)::date
            order by c.id
            for update of c),
          moved as (
            update credits c set balance = 0, updated_at = now() from due
            where c.id = due.id returning c.id, c.restaurant_id, due.balance as was)
          insert into credit_transactions (restaurant_id, credit_id, kind, amount, balance_after)
          select restaurant_id, id, 'expire', -was, 0 from moved
          returning restaurant_id, credit_id, amount`,
    );
  },

  /** The location's end of school year (ISO date), or null when it has none. */
  async endOfSchoolYear(tx: Tx, restaurantId: number): Promise<string | null> {
    const [row] = await tx
      .select({ date: orderingParameters.end_of_school_year })
      .from(orderingParameters)
      .where(eq(orderingParameters.restaurant_id, restaurantId))
      .limit(1);
    return row?.date ?? null;
  },
};

import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type CustomerRow = typeof customers.$inferSelect;
/** Where a customer account came from (db/schema/customers.ts). */
export type CustomerSource = 'order' | 'membership' | 'import' | 'staff';

/** The customer accounts of a location (one per email, case-insensitive), in its tenant transaction. */
export const customersRepository = {
  /**
   * Makes sure `email` has an account at the location: creates it, or fills in a missing name.
   * An existing account keeps its name and source. Blank emails are ignored.
   */
  async upsert(
    tx: Tx,
    input: { restaurantId: number; email: string; name?: string | null; source: CustomerSource },
  ): Promise<void> {
    const email = input.email.trim();
    if (email === '') return;
    const name = input.name?.trim() || null;
    // The conflict target is the expression index customers_restaurant_email_idx.
    await tx.execute(
      sql`insert into customers (restaurant_id, email, name, source)
          values (${input.restaurantId}, ${email}, ${name}, ${input.source})
          on conflict (restaurant_id, lower(email)) do update set name = excluded.name
          where customers.name is null and excluded.name is not null`,
    );
  },

  /**
   * Makes sure every email of `list` (distinct, any case) has an account, in one statement: new
   * ones with their name and `source`; known ones keep theirs, a missing name filled in. Answers
   * how many were new.
   */
  async upsertMany(
    tx: Tx,
    restaurantId: number,
    list: { email: string; name: string | null }[],
    source: CustomerSource,
  ): Promise<number> {
    if (list.length === 0) return 0;
    const result: unknown = await tx.execute(
      sql`insert into customers (restaurant_id, email, name, source)
          select ${restaurantId}, x.email, x.name, ${source}
          from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as x(email text, name text)
          on conflict (restaurant_id, lower(email)) do update
            set name = coalesce(customers.name, excluded.name), updated_at = now()
          returning (xmax = 0) as created`,
    );
    return (result as { rows: { created: boolean }[] }).rows.filter((row) => row.created).length;
  },

  /** The account of `email` at the location, or null. */
  async findByEmail(tx: Tx, restaurantId: number, email: string): Promise<CustomerRow | null> {
    const [row] = await tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.restaurant_id, restaurantId),
          sql`lower(${customers.email}) = lower(${email.trim()})`,
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Accounts whose email or name contains `search` (case-insensitive), by email, at most `limit`. */
  search(tx: Tx, restaurantId: number, search: string, limit: number): Promise<CustomerRow[]> {
    const pattern = containsPattern(search.trim());
    return tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.restaurant_id, restaurantId),
          or(ilike(customers.email, pattern), ilike(customers.name, pattern)),
        ),
      )
      .orderBy(asc(sql`lower(${customers.email})`))
      .limit(limit);
  },
};

import { and, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { SubsidyCodeStatus, UpdateSubsidyCodeRequest } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { subsidyCodes } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

const columns = {
  id: subsidyCodes.id,
  subsidy_id: subsidyCodes.subsidy_id,
  code: subsidyCodes.code,
  created_at: subsidyCodes.created_at,
  status: subsidyCodes.status,
  account_name: subsidyCodes.account_name,
  email: subsidyCodes.email,
};

export interface SubsidyCodeRow {
  id: number;
  subsidy_id: number;
  code: string;
  created_at: Date;
  status: string;
  account_name: string | null;
  email: string | null;
}

export interface CodesFilter {
  restaurantId: number;
  subsidyId: number;
  /** Part of the code, account name or email, any case. */
  search?: string | undefined;
}

function matching(filter: CodesFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    eq(subsidyCodes.restaurant_id, filter.restaurantId),
    eq(subsidyCodes.subsidy_id, filter.subsidyId),
    pattern
      ? or(
          ilike(subsidyCodes.code, pattern),
          ilike(subsidyCodes.account_name, pattern),
          ilike(subsidyCodes.email, pattern),
        )
      : undefined,
  );
}

/** The codes of a location's subsidies, under its row-level security. */
export const subsidyCodesRepository = {
  /** One page, newest first (by id, so a generated batch stays in the order it was made). */
  page(tx: Tx, filter: CodesFilter, page: { before?: number | undefined; limit: number }) {
    return tx
      .select(columns)
      .from(subsidyCodes)
      .where(and(matching(filter), page.before ? lt(subsidyCodes.id, page.before) : undefined))
      .orderBy(desc(subsidyCodes.id))
      .limit(page.limit);
  },

  async count(tx: Tx, filter: CodesFilter): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(subsidyCodes).where(matching(filter));
    return row?.n ?? 0;
  },

  /** Every code of the subsidy, newest first (the CSV export). */
  all(tx: Tx, filter: CodesFilter): Promise<SubsidyCodeRow[]> {
    return tx
      .select(columns)
      .from(subsidyCodes)
      .where(matching(filter))
      .orderBy(desc(subsidyCodes.id));
  },

  async countActive(tx: Tx, restaurantId: number, subsidyId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(subsidyCodes)
      .where(
        and(
          eq(subsidyCodes.restaurant_id, restaurantId),
          eq(subsidyCodes.subsidy_id, subsidyId),
          eq(subsidyCodes.status, 'active' satisfies SubsidyCodeStatus),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Inserts the codes in one statement (one array parameter, whatever the count); a code the
   * location already has is skipped (`subsidy_codes_restaurant_code_idx`). Answers the rows
   * written, so the caller draws again for the ones skipped.
   */
  insertMany(
    tx: Tx,
    input: { restaurantId: number; subsidyId: number; codes: readonly string[] },
  ): Promise<SubsidyCodeRow[]> {
    return rawRows<SubsidyCodeRow>(
      tx,
      sql`insert into subsidy_codes (restaurant_id, subsidy_id, code)
          select ${input.restaurantId}, ${input.subsidyId}, code
          from unnest(${`{${input.codes.join(',')}}`}::text[]) as code
          on conflict (restaurant_id, code) do nothing
          returning id, subsidy_id, code, created_at, status, account_name, email`,
    );
  },

  /** One code of the subsidy, locked for a write; null when it has none with that id. */
  async lock(tx: Tx, restaurantId: number, subsidyId: number, id: number) {
    const [row] = await tx
      .select(columns)
      .from(subsidyCodes)
      .where(
        and(
          eq(subsidyCodes.restaurant_id, restaurantId),
          eq(subsidyCodes.subsidy_id, subsidyId),
          eq(subsidyCodes.id, id),
        ),
      )
      .for('update');
    return row ?? null;
  },

  async update(tx: Tx, restaurantId: number, id: number, values: UpdateSubsidyCodeRequest) {
    const [row] = await tx
      .update(subsidyCodes)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(subsidyCodes.restaurant_id, restaurantId), eq(subsidyCodes.id, id)))
      .returning(columns);
    return row ?? null;
  },

  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx
      .delete(subsidyCodes)
      .where(and(eq(subsidyCodes.restaurant_id, restaurantId), eq(subsidyCodes.id, id)));
  },
};

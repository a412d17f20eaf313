import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MembershipListQuery } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { memberships } from '../../../db/schema/index.ts';
import type { MembershipRow } from '../memberships.repository.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

export type MembershipValues = Pick<
  typeof memberships.$inferInsert,
  'identifier' | 'type' | 'name' | 'email' | 'promos' | 'expires_at'
>;

const lowerIdentifier = sql`lower(${memberships.identifier})`;

/** Counts now: active and not past its expiry (membership-rules.ts `isMembershipValid`). */
function statusFilter(status: MembershipListQuery['status'], now: Date): SQL | undefined {
  const counts = sql`(${memberships.active} and (${memberships.expires_at} is null or ${memberships.expires_at} > ${now}))`;
  if (status === 'active') return counts;
  if (status === 'expired') return sql`not ${counts}`;
  return undefined;
}

const sortColumns = {
  identifier: lowerIdentifier,
  name: sql`lower(coalesce(${memberships.name}, ''))`,
  type: sql`lower(${memberships.type})`,
  expires_at: memberships.expires_at,
  updated_at: memberships.updated_at,
} as const;

/** The Members screen's reads and writes, in the location's tenant transaction. */
export const managedMembershipsRepository = {
  /** One page of the location's memberships and how many match in all. */
  async page(
    tx: Tx,
    restaurantId: number,
    query: MembershipListQuery,
    now: Date,
  ): Promise<{ rows: MembershipRow[]; total: number }> {
    const search = query.search ? containsPattern(query.search) : null;
    const where = and(
      eq(memberships.restaurant_id, restaurantId),
      search
        ? or(
            ilike(memberships.identifier, search),
            ilike(memberships.name, search),
            ilike(memberships.email, search),
          )
        : undefined,
      statusFilter(query.status, now),
    );
    const direction = query.order === 'desc' ? desc : asc;
    const rows = await tx
      .select()
      .from(memberships)
      .where(where)
      .orderBy(sql`${direction(sortColumns[query.sort])} nulls last`, asc(memberships.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const [total] = await tx.select({ value: count() }).from(memberships).where(where);
    return { rows, total: total?.value ?? 0 };
  },

  /** One membership locked for a write; null when the location has none with that id. */
  async lock(tx: Tx, restaurantId: number, id: number): Promise<MembershipRow | null> {
    const [row] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.restaurant_id, restaurantId), eq(memberships.id, id)))
      .for('update');
    return row ?? null;
  },

  /** Whether another membership (`exceptId` left out) has this identifier, in any case. */
  async identifierTaken(
    tx: Tx,
    restaurantId: number,
    identifier: string,
    exceptId?: number,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.restaurant_id, restaurantId),
          sql`${lowerIdentifier} = lower(${identifier})`,
          exceptId === undefined ? undefined : ne(memberships.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The memberships of these identifiers (any case), locked for a write, by lower identifier. */
  async lockByIdentifiers(
    tx: Tx,
    restaurantId: number,
    identifiers: string[],
  ): Promise<Map<string, MembershipRow>> {
    const found = new Map<string, MembershipRow>();
    const lower = identifiers.map((identifier) => identifier.toLowerCase());
    // Chunks keep each statement's parameter list well below PostgreSQL's limit.
    for (let start = 0; start < lower.length; start += 5000) {
      const rows = await tx
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.restaurant_id, restaurantId),
            inArray(lowerIdentifier, lower.slice(start, start + 5000)),
          ),
        )
        .for('update');
      for (const row of rows) found.set(row.identifier.toLowerCase(), row);
    }
    return found;
  },

  async insert(tx: Tx, restaurantId: number, values: MembershipValues): Promise<MembershipRow> {
    const [row] = await tx
      .insert(memberships)
      .values({ restaurant_id: restaurantId, ...values, active: true })
      .returning();
    return row!;
  },

  /** Saved values; an edit makes the membership active again (its expiry decides the rest). */
  async update(
    tx: Tx,
    restaurantId: number,
    id: number,
    values: Partial<MembershipValues>,
  ): Promise<MembershipRow | null> {
    const [row] = await tx
      .update(memberships)
      .set({ ...values, active: true, updated_at: new Date() })
      .where(and(eq(memberships.restaurant_id, restaurantId), eq(memberships.id, id)))
      .returning();
    return row ?? null;
  },

  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx
      .delete(memberships)
      .where(and(eq(memberships.restaurant_id, restaurantId), eq(memberships.id, id)));
  },
};

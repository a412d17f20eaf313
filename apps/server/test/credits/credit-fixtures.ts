import type { CreditHistoryPage, CreditsPage } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  changeHistory,
  creditTransactions,
  credits,
  customers,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { callApi, isoDateInDays, type Locale } from '../helpers/order-writes.ts';
import type { OrderingTestbed } from '../helpers/order-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Helpers of the credits and customer-account tests: calls as a role, and what is stored. */

export function creditCalls(t: TestApp, bed: OrderingTestbed) {
  const as = async (role: string, tenant?: number) => bed.headers(role, tenant);
  return {
    async save(
      body: object,
      options: { role?: string; tenant?: number; locale?: Locale; method?: 'POST' | 'PUT' } = {},
    ) {
      return callApi(
        t,
        await as(options.role ?? 'manager', options.tenant),
        options.method ?? 'POST',
        '/api/auth/credits',
        {
          body,
          locale: options.locale,
        },
      );
    },
    async expire(email: string, options: { role?: string; tenant?: number } = {}) {
      return callApi(
        t,
        await as(options.role ?? 'manager', options.tenant),
        'POST',
        '/api/auth/credits/expire',
        {
          body: { email },
        },
      );
    },
    async list(query = '', options: { role?: string; tenant?: number } = {}) {
      return callApi(
        t,
        await as(options.role ?? 'manager', options.tenant),
        'GET',
        `/api/auth/credits${query}`,
      );
    },
    async listed(query = '', tenant?: number): Promise<CreditsPage> {
      const response = await this.list(query, tenant === undefined ? {} : { tenant });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json<CreditsPage>();
    },
    async history(
      range: [string, string] = [isoDateInDays(-1), isoDateInDays(1)],
      extra = '',
      role = 'manager',
    ) {
      const query = `dateRange=${encodeURIComponent(JSON.stringify(range))}${extra}`;
      return callApi(t, await as(role), 'GET', `/api/auth/credits/history?${query}`);
    },
    async historyOf(email: string): Promise<CreditHistoryPage['items']> {
      const response = await this.history(undefined, `&email=${encodeURIComponent(email)}`);
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json<CreditHistoryPage>().items;
    },
  };
}

/** Customer accounts made as an import would (source `import`). */
export function createCustomersFixture(
  t: TestApp,
  restaurantId: number,
  list: { email: string; name?: string }[],
) {
  return withTenant(t.database.db, restaurantId, (tx) =>
    tx
      .insert(customers)
      .values(
        list.map((c) => ({
          restaurant_id: restaurantId,
          email: c.email,
          name: c.name ?? null,
          source: 'import',
        })),
      )
      .returning(),
  );
}

/** The stored credit of `email` and the sum of its ledger, read as the database owner. */
export async function creditState(t: TestApp, restaurantId: number, email: string) {
  const [credit] = await t.database.db
    .select()
    .from(credits)
    .where(
      and(eq(credits.restaurant_id, restaurantId), sql`lower(${credits.email}) = lower(${email})`),
    );
  if (!credit) return null;
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.credit_id, credit.id));
  const rows = await t.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.credit_id, credit.id))
    .orderBy(creditTransactions.id);
  return { credit, ledgerSum: Number(sum!.total), rows };
}

/** Change-history rows of credits at the location. */
export function creditChanges(t: TestApp, restaurantId: number) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, 'credit')))
    .orderBy(changeHistory.id);
}

/** An error answer's body. */
export interface ErrorBody {
  code: string;
  message: string;
  messages: string[];
  fields: Record<string, string>;
}

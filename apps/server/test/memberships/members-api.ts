import { and, desc, eq } from 'drizzle-orm';
import type { MembershipEntry } from '@app/domain';
import { changeHistory, customers, memberships } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { multipartFile } from '../helpers/multipart.ts';
import type { OrderingTestbed } from '../helpers/order-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  role?: string;
  tenant?: number;
  payload?: object;
  locale?: 'en-CA' | 'fr-CA';
}

/** Calls of `/api/memberships…` as a user of the testbed (manager at its location by default). */
export function membersApi(t: TestApp, bed: OrderingTestbed) {
  async function call(method: Method, path: string, options: CallOptions = {}) {
    return t.app.inject({
      method,
      url: `/api/memberships${path}`,
      headers: {
        ...(await bed.headers(options.role ?? 'manager', options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  async function importCsv(text: string, options: Omit<CallOptions, 'payload'> = {}) {
    const file = await multipartFile(new TextEncoder().encode(text), 'members.csv', 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: '/api/memberships/import',
      headers: {
        ...(await bed.headers(options.role ?? 'manager', options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
        'content-type': file.contentType,
      },
      payload: file.payload,
    });
  }

  async function create(payload: object) {
    const res = await call('POST', '', { payload });
    if (res.statusCode !== 201) throw new Error(`create refused: ${res.body}`);
    return res.json<MembershipEntry>();
  }

  /** Every membership of a location, as the database holds them, by identifier (any case). */
  function stored(restaurantId = bed.locationId) {
    return withTenant(t.database.db, restaurantId, async (tx) => {
      const rows = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.restaurant_id, restaurantId));
      const key = (row: { identifier: string; id: number }) => row.identifier.toLowerCase();
      return rows.sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
    });
  }

  function history(restaurantId = bed.locationId) {
    return t.database.db
      .select()
      .from(changeHistory)
      .where(
        and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, 'membership')),
      )
      .orderBy(desc(changeHistory.id));
  }

  function customerAccounts(restaurantId = bed.locationId) {
    return withTenant(t.database.db, restaurantId, (tx) =>
      tx.select().from(customers).where(eq(customers.restaurant_id, restaurantId)),
    );
  }

  return { call, importCsv, create, stored, history, customerAccounts };
}

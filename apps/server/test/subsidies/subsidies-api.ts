import type { Subsidy, SubsidyCode, SubsidyCodesPage } from '@app/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { changeHistory } from '../../src/db/schema/index.ts';
import type { OrderingTestbed } from '../helpers/order-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

export type { Subsidy, SubsidyCode, SubsidyCodesPage };

export interface CallOptions {
  role?: string;
  tenant?: number;
  payload?: object;
  locale?: 'en-CA' | 'fr-CA';
}

/** Calls under `/api/subsidies` as a user of the testbed (manager at its location by default). */
export function subsidiesApi(t: TestApp, bed: OrderingTestbed) {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: CallOptions = {},
  ) {
    return t.app.inject({
      method,
      url: `/api/subsidies${path}`,
      headers: {
        ...(await bed.headers(options.role ?? 'manager', options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }
  return {
    call,
    async list(tenant?: number) {
      return (await call('GET', '', { tenant })).json<Subsidy[]>();
    },
    async create(payload: object, tenant?: number) {
      const res = await call('POST', '', { payload, tenant });
      if (res.statusCode !== 201) throw new Error(`create refused: ${res.body}`);
      return res.json<Subsidy>();
    },
    async generate(subsidyId: number, amount: number, prefix?: string, tenant?: number) {
      return call('POST', `/${subsidyId}/codes/generate`, {
        payload: { amount, ...(prefix === undefined ? {} : { prefix }) },
        tenant,
      });
    },
    async codes(subsidyId: number, query = '', tenant?: number) {
      return (
        await call('GET', `/${subsidyId}/codes${query}`, { tenant })
      ).json<SubsidyCodesPage>();
    },
    /** Change-history entries of the location whose entity starts with `subsidy`, newest first. */
    history(restaurantId: number) {
      return t.database.db
        .select()
        .from(changeHistory)
        .where(
          and(
            eq(changeHistory.restaurant_id, restaurantId),
            like(changeHistory.entity, 'subsidy%'),
          ),
        )
        .orderBy(desc(changeHistory.id));
    },
  };
}

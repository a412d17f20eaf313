import { and, desc, eq } from 'drizzle-orm';
import type { OrderingParametersRequest } from '@app/domain';
import { changeHistory } from '../../src/db/schema/index.ts';
import { callApi, type Locale } from '../helpers/order-writes.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Helpers of the Settings › Operations API tests. */

/** Parameters with no limit, no cut-off and no service charge: what a test changes from. */
export const noLimits: OrderingParametersRequest = {
  max_items_per_order: null,
  max_items_per_cart: null,
  cutoff: null,
  window_max_days: null,
  exclude_weekends: false,
  minimum_order_amount: null,
  service_charge_enabled: false,
  service_charge_value: null,
  service_charge_label: null,
  localization: {},
};

/** `method /api/settings/<path>` as the caller of `headers`, in `locale` (default en-CA). */
export function settingsCall(
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'PUT',
  path: string,
  body?: unknown,
  locale?: Locale,
) {
  return callApi(t, headers, method, `/api/settings/${path}`, { body, locale });
}

/** Change-history rows of one entity kind at a location, newest first. */
export function settingsChanges(t: TestApp, restaurantId: number, entity: string) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, entity)))
    .orderBy(desc(changeHistory.id));
}

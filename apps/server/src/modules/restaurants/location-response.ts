import { ordersPausedAt, ZLocation, type Location } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { LocationRow } from './restaurants.repository.ts';

const locationFields = Object.keys(ZLocation.shape) as (keyof Location)[];

/**
 * A stored location in the API's shape (docs/api.md "Locations"): the spec's field names only
 * (no timestamps), configs completed with their defaults. The pause is answered as it is at
 * `now`: a pause whose `orders_paused_until` has passed reads as resumed, whether or not the
 * resume job has run yet (docs/decisions/orders.md "Pause until").
 */
export function toLocation(row: LocationRow): Location {
  const picked: Record<string, unknown> = {};
  for (const field of locationFields) picked[field] = row[field as keyof LocationRow];
  const until = row.orders_paused_until ?? null;
  const paused = ordersPausedAt(
    { orders_paused: row.orders_paused, orders_paused_until: until },
    new Date(),
  );
  picked.orders_paused = paused;
  picked.orders_paused_until = paused && until ? until.toISOString() : null;
  // The key itself is never answered: whether one is set and its last four only.
  picked.stripe_key_set = row.stripe_secret_key !== null;
  picked.stripe_key_last4 = row.stripe_key_last4;
  return ZLocation.parse(picked);
}

/**
 * Location routes with an id act on the active tenant only (the guard has already checked that
 * the tenant is one of the token's locations): any other id is refused as an unknown tenant.
 */
export function assertActiveLocation(
  tenant: LocationRow | null,
  id: number,
): asserts tenant is LocationRow {
  if (!tenant || tenant.id !== id) throw new AppError('tenant_not_recognized');
}

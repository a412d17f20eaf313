import { ZLocation, type Location } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { LocationRow } from './restaurants.repository.ts';

const locationFields = Object.keys(ZLocation.shape) as (keyof Location)[];

/**
 * A stored location in the API's shape (docs/api.md "Locations"): the spec's field names only
 * (no timestamps), configs completed with their defaults.
 */
export function toLocation(row: LocationRow): Location {
  const picked: Record<string, unknown> = {};
  for (const field of locationFields) picked[field] = row[field as keyof LocationRow];
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

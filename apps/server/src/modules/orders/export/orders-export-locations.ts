import { locationAllowsScreen } from '@app/domain';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { AppError } from '../../../errors/app-error.ts';
import { toLocation } from '../../restaurants/location-response.ts';
import { bulkOrdersRepository } from '../bulk/bulk-orders.repository.ts';

/** A location as the export writes it: its name on each row, its zone for the days. */
export interface ExportLocation {
  id: number;
  name: string;
  timeZone: string;
}

/** The locations `ids`, in that order (a location gone since is left out). */
export async function exportLocations(db: Db, ids: readonly number[]): Promise<ExportLocation[]> {
  const found: ExportLocation[] = [];
  for (const id of ids) {
    const row = await withTenant(db, id, (tx) => bulkOrdersRepository.location(tx, id));
    if (row) found.push({ id, name: row.name, timeZone: row.timezone });
  }
  return found;
}

/**
 * The locations an export asks for (none: the active one), each checked as the report checks its
 * one location: one of the signed-in user's locations (else 403
 * `orders_export_location_forbidden`, before anything is read there) and a catering or K-12
 * location (else 403 `orders_report_unavailable`). The role (lead and above) is the route's, and
 * a role is the user's at each of their locations. Answers them as the export writes them.
 */
export async function authorisedExportLocations(options: {
  db: Db;
  activeId: number;
  authorised: readonly number[];
  requested: readonly number[] | undefined;
}): Promise<ExportLocation[]> {
  const ids = [...new Set(options.requested ?? [options.activeId])];
  if (ids.some((id) => !options.authorised.includes(id))) {
    throw new AppError('orders_export_location_forbidden');
  }
  const found: ExportLocation[] = [];
  for (const id of ids) {
    const row = await withTenant(options.db, id, (tx) => bulkOrdersRepository.location(tx, id));
    if (!row) throw new AppError('orders_export_location_forbidden');
    if (!locationAllowsScreen('orders_report', toLocation(row))) {
      throw new AppError('orders_report_unavailable');
    }
    found.push({ id, name: row.name, timeZone: row.timezone });
  }
  return found;
}

import { setImmediate } from 'node:timers/promises';
import { reportStatuses, toCents, zonedDaysSpan, type OrdersExportSelection } from '@app/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { hasPrivateRowAmounts } from '../pay-what-you-can-privacy.ts';
import {
  ordersExportRepository,
  type ExportPage,
  type ExportSelection,
  type ExportSummaryRow,
} from './orders-export.repository.ts';
import type { ExportLocation } from './orders-export-locations.ts';
import type { SheetCheck } from './orders-sheet.ts';

/** Orders read per statement: one page of one location. */
export const ORDERS_EXPORT_BATCH_SIZE = 250;

/** What an export reads: the selection at its locations, `batchSize` orders a page. */
export interface ExportReadOptions {
  db: Db;
  selection: OrdersExportSelection;
  /** The locations of `selection.locations`, in that order, as `exportLocations` read them. */
  locations: readonly ExportLocation[];
  /** Orders per page (default `ORDERS_EXPORT_BATCH_SIZE`). */
  batchSize?: number;
}

/** What the export reads at `where`: the report's orders of the selection's days in its zone. */
function locationSelection(s: OrdersExportSelection, where: ExportLocation): ExportSelection {
  return {
    restaurantId: where.id,
    timeZone: where.timeZone,
    ...zonedDaysSpan(s.startDate, s.endDate, where.timeZone),
    statuses: reportStatuses(undefined),
  };
}

/**
 * The selection's order ids at each location, read once, before anything is written: both
 * sheets then write the same orders, however long the export runs (a year of the bench's large
 * location is 103,000 ids, 1 MB).
 */
export async function selectedIds({
  db,
  selection,
  locations,
}: ExportReadOptions): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  for (const where of locations) {
    const found = await withTenant(db, where.id, (tx) =>
      ordersExportRepository.ids(tx, locationSelection(selection, where)),
    );
    ids.set(where.id, found);
  }
  return ids;
}

/**
 * `read` over the pages of `ids` at `where`. Each page is its own short
 * transaction, and the event loop gets a turn before each: other requests (and, on PGlite, its
 * one connection) are served between pages however long the export is.
 */
export async function* exportPages<T>(
  options: ExportReadOptions,
  where: ExportLocation,
  ids: readonly number[],
  read: (tx: Tx, page: ExportPage) => Promise<T[]>,
): AsyncGenerator<T[]> {
  const size = options.batchSize ?? ORDERS_EXPORT_BATCH_SIZE;
  for (let start = 0; start < ids.length; start += size) {
    await setImmediate();
    const page = {
      restaurantId: where.id,
      timeZone: where.timeZone,
      ids: ids.slice(start, start + size),
    };
    yield await withTenant(options.db, where.id, (tx) => read(tx, page));
  }
}

/**
 * The Check row's figures, read after the rows are written: how many orders the selection holds
 * now (asked again, not taken from the ids) and the database's sums of the exported orders'
 * amounts, a pay-what-you-can order's left out as its row leaves them empty.
 */
export async function databaseCheck(
  options: ExportReadOptions,
  ids: Map<number, number[]>,
): Promise<SheetCheck> {
  const { db, selection } = options;
  const check: SheetCheck = { rows: 0, sums: {}, privateRows: 0 };
  const add = (group: ExportSummaryRow) => {
    if (!selection.includePrices) return;
    const pricing = { payWhatYouCan: group.chose_amount ? 0 : null };
    if (hasPrivateRowAmounts({ pricing, subsidy_type: group.subsidy_type })) {
      check.privateRows += group.orders;
      return;
    }
    for (const key of ['subtotal', 'taxes', 'total', 'refunded'] as const) {
      check.sums[key] = (check.sums[key] ?? 0) + toCents(group[key]);
    }
  };
  for (const where of options.locations) {
    check.rows += await withTenant(db, where.id, (tx) =>
      ordersExportRepository.count(tx, locationSelection(selection, where)),
    );
    const pages = exportPages(options, where, ids.get(where.id) ?? [], (tx, page) =>
      ordersExportRepository.summary(tx, page),
    );
    for await (const groups of pages) groups.forEach(add);
  }
  return check;
}

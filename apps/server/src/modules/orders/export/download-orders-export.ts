import {
  ORDERS_EXPORT_JOB_KIND,
  ORDERS_EXPORT_LINK_PURPOSE,
  ZOrdersExportResult,
  type OrdersExportResult,
} from '@app/domain';
import type { AppContext } from '../../../context/app-context.ts';
import { withTenant } from '../../../db/tenant.ts';
import { AppError } from '../../../errors/app-error.ts';
import { findJobRun } from '../../../jobs/job-runs.repository.ts';
import { openLink } from '../../../lib/signed-links.ts';

/**
 * `GET /orders/export/download?token=…` (no sign-in; the mailed link): the export run the token
 * names, once it has succeeded, with the selection its result keeps — the file is written again
 * from the database by whichever instance answers, never kept on one server. 404 `not_found` for
 * a forged, altered, expired or other-purpose token, or a run that is not a finished export.
 */
export async function openOrdersExportDownload(
  app: Pick<AppContext, 'keys' | 'database'>,
  token: string,
): Promise<OrdersExportResult> {
  const claims = await openLink(app.keys, token, ORDERS_EXPORT_LINK_PURPOSE);
  const run = await withTenant(app.database.db, claims.restaurantId, (tx) =>
    findJobRun(tx, claims.restaurantId, claims.objectId),
  );
  if (!run || run.kind !== ORDERS_EXPORT_JOB_KIND || run.status !== 'succeeded') {
    throw new AppError('not_found');
  }
  const result = ZOrdersExportResult.safeParse(run.result);
  if (!result.success) throw new AppError('not_found');
  return result.data;
}

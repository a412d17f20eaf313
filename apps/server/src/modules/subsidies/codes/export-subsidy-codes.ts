import { csvText, subsidyCodesCsvRows, toIsoDate } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { subsidyCodeOf } from '../subsidy-answers.ts';
import { subsidiesRepository as subsidies } from '../subsidies.repository.ts';
import { subsidyCodesRepository as codes } from './subsidy-codes.repository.ts';

/**
 * `GET /subsidies/{id}/codes.csv`: every code of the subsidy (newest first) as CSV in the
 * caller's language, with a byte-order mark so spreadsheets read the accents; named
 * `subsidy-codes-{id}-{date}.csv` with the location's date.
 */
export function exportSubsidyCodes(
  ctx: TenantContext,
  subsidyId: number,
  timeZone: string,
): Promise<{ fileName: string; text: string }> {
  return ctx.tenantTx(async (tx) => {
    if (!(await subsidies.withCounts(tx, ctx.restaurantId, subsidyId))) {
      throw new AppError('not_found');
    }
    const rows = await codes.all(tx, { restaurantId: ctx.restaurantId, subsidyId });
    const text = csvText(subsidyCodesCsvRows(rows.map(subsidyCodeOf), ctx.locale));
    const day = toIsoDate(new Date(), timeZone);
    return { fileName: `subsidy-codes-${subsidyId}-${day}.csv`, text: `\uFEFF${text}\r\n` };
  });
}

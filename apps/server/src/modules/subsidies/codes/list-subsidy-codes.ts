import type { SubsidyCodesPage, SubsidyCodesQuery } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { subsidyCodeOf } from '../subsidy-answers.ts';
import { subsidiesRepository as subsidies } from '../subsidies.repository.ts';
import { subsidyCodesRepository as codes } from './subsidy-codes.repository.ts';

/**
 * `GET /subsidies/{id}/codes`: one page of the subsidy's codes, newest first, searched by code,
 * account name or email; `next_cursor` is the `cursor` of the next page. 404 for a subsidy the
 * location does not have.
 */
export function listSubsidyCodes(
  ctx: TenantContext,
  subsidyId: number,
  query: SubsidyCodesQuery,
): Promise<SubsidyCodesPage> {
  return ctx.tenantTx(async (tx) => {
    if (!(await subsidies.withCounts(tx, ctx.restaurantId, subsidyId))) {
      throw new AppError('not_found');
    }
    const filter = { restaurantId: ctx.restaurantId, subsidyId, search: query.search };
    const rows = await codes.page(tx, filter, { before: query.cursor, limit: query.limit + 1 });
    const items = rows.slice(0, query.limit).map(subsidyCodeOf);
    const next = rows.length > query.limit ? (items.at(-1)?.id ?? null) : null;
    return { items, next_cursor: next, total: await codes.count(tx, filter) };
  });
}

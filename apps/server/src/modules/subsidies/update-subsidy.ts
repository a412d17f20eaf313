import type { Subsidy, SubsidyRequest } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordChange } from '../change-history/record-change.ts';
import { subsidyOf } from './subsidy-answers.ts';
import { subsidiesRepository as subsidies } from './subsidies.repository.ts';

/**
 * `PUT /subsidies/{id}`: name, type, amount and meals per day; 404 when the location has no such
 * subsidy. Orders already placed keep the costs they were priced with; the next order priced
 * with one of its codes gets the new terms.
 */
export function updateSubsidy(
  ctx: TenantContext,
  id: number,
  request: SubsidyRequest,
): Promise<Subsidy> {
  return ctx.tenantTx(async (tx) => {
    const before = await subsidies.withCounts(tx, ctx.restaurantId, id);
    if (!before || !(await subsidies.lock(tx, ctx.restaurantId, id))) {
      throw new AppError('not_found');
    }
    const row = await subsidies.update(tx, ctx.restaurantId, id, request);
    if (!row) throw new AppError('not_found');
    const after = subsidyOf({ ...row, codes: before.codes });
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'subsidy',
      entityId: id,
      action: 'update',
      before: subsidyOf(before),
      after,
      user: ctx.user,
    });
    return after;
  });
}

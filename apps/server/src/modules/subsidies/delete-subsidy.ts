import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordChange } from '../change-history/record-change.ts';
import { subsidyCodesRepository as codes } from './codes/subsidy-codes.repository.ts';
import { subsidyOf } from './subsidy-answers.ts';
import { subsidiesRepository as subsidies } from './subsidies.repository.ts';

/**
 * `DELETE /subsidies/{id}` `{force_publish}` (204): the subsidy and its codes. While some of its
 * codes are active, families may still be using them, so the delete needs `force_publish: true`
 * (409 `subsidy_in_use` {codes} otherwise). Orders already placed keep the costs they were
 * priced with; nothing is published (published menus do not hold subsidies).
 */
export function deleteSubsidy(ctx: TenantContext, id: number, force: boolean): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    if (!(await subsidies.lock(tx, ctx.restaurantId, id))) throw new AppError('not_found');
    const before = await subsidies.withCounts(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    const active = await codes.countActive(tx, ctx.restaurantId, id);
    if (active > 0 && !force) {
      throw new AppError('subsidy_in_use', { codes: active }, { active_codes: active });
    }
    await subsidies.delete(tx, ctx.restaurantId, id);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'subsidy',
      entityId: id,
      action: 'delete',
      before: subsidyOf(before),
      after: null,
      user: ctx.user,
    });
  });
}

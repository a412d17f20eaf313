import type { Subsidy, SubsidyRequest } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { subsidyOf } from './subsidy-answers.ts';
import { subsidiesRepository as subsidies } from './subsidies.repository.ts';

/** `POST /subsidies` (201): a subsidy without codes yet. */
export function createSubsidy(ctx: TenantContext, request: SubsidyRequest): Promise<Subsidy> {
  return ctx.tenantTx(async (tx) => {
    const row = await subsidies.insert(tx, ctx.restaurantId, request);
    const subsidy = subsidyOf({ ...row, codes: { total: 0, active: 0 } });
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'subsidy',
      entityId: subsidy.id,
      action: 'create',
      before: null,
      after: subsidy,
      user: ctx.user,
    });
    return subsidy;
  });
}

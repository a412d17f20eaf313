import type { Subsidy } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { subsidyOf } from './subsidy-answers.ts';
import { subsidiesRepository } from './subsidies.repository.ts';

/** `GET /subsidies`: the location's subsidies by name, each with its code counts. */
export function listSubsidies(ctx: TenantContext): Promise<Subsidy[]> {
  return ctx.tenantTx(async (tx) =>
    (await subsidiesRepository.list(tx, ctx.restaurantId)).map(subsidyOf),
  );
}

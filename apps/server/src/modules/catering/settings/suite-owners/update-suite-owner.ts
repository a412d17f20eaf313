import type { SuiteOwner, SuiteOwnerRequest } from '@app/domain';
import type { TenantContext } from '../../../../context/tenant-context.ts';
import { AppError } from '../../../../errors/app-error.ts';
import { recordChange } from '../../../change-history/record-change.ts';
import { suiteOwnerOf, suiteOwnerValues } from './suite-owner-answers.ts';
import { suiteOwnersRepository as owners } from './suite-owners.repository.ts';

/**
 * `PUT /catering/suite-owners/{id}`: every field; the suites they hold show the new name and
 * the next pre-order email goes to the new address. 404 when the location has no such owner.
 */
export function updateSuiteOwner(
  ctx: TenantContext,
  id: number,
  request: SuiteOwnerRequest,
): Promise<SuiteOwner> {
  return ctx.tenantTx(async (tx) => {
    const before = await owners.lock(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    const row = await owners.update(tx, ctx.restaurantId, id, suiteOwnerValues(request));
    if (!row) throw new AppError('not_found');
    const owner = suiteOwnerOf(row);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'suite_owner',
      entityId: id,
      action: 'update',
      before: suiteOwnerOf(before),
      after: owner,
      user: ctx.user,
    });
    return owner;
  });
}

import type { SuiteOwner, SuiteOwnerRequest } from '@app/domain';
import type { TenantContext } from '../../../../context/tenant-context.ts';
import { recordChange } from '../../../change-history/record-change.ts';
import { suiteOwnerOf, suiteOwnerValues } from './suite-owner-answers.ts';
import { suiteOwnersRepository as owners } from './suite-owners.repository.ts';

/** `POST /catering/suite-owners` (201). */
export function createSuiteOwner(
  ctx: TenantContext,
  request: SuiteOwnerRequest,
): Promise<SuiteOwner> {
  return ctx.tenantTx(async (tx) => {
    const owner = suiteOwnerOf(
      await owners.insert(tx, ctx.restaurantId, suiteOwnerValues(request)),
    );
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'suite_owner',
      entityId: owner.id,
      action: 'create',
      before: null,
      after: owner,
      user: ctx.user,
    });
    return owner;
  });
}

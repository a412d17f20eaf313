import { AppError } from '../../../../errors/app-error.ts';
import { recordChange } from '../../../change-history/record-change.ts';
import type { CateringSettingsContext } from '../catering-settings-context.ts';
import { assertNotInUse } from '../setting-in-use.ts';
import { settingUsesRepository as uses } from '../setting-uses.repository.ts';
import { suiteOwnerOf } from './suite-owner-answers.ts';
import { suiteOwnersRepository as owners } from './suite-owners.repository.ts';

/**
 * `DELETE /catering/suite-owners/{id}` (204; not in the spec's list, added so a mistake can be
 * removed): refused with 409 `suite_owner_in_use` while they hold an event suite, so no suite
 * silently loses the person its pre-order email goes to.
 */
export function deleteSuiteOwner(ctx: CateringSettingsContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const row = await owners.lock(tx, ctx.restaurantId, id);
    if (!row) throw new AppError('not_found');
    const owner = suiteOwnerOf(row);
    assertNotInUse(
      ctx,
      'suite_owner_in_use',
      owner.name,
      await uses.suiteOwner(tx, ctx.restaurantId, id),
    );
    await owners.delete(tx, ctx.restaurantId, id);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'suite_owner',
      entityId: id,
      action: 'delete',
      before: owner,
      after: null,
      user: ctx.user,
    });
  });
}

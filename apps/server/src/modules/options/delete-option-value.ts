import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';
import { storedValueOf } from './save-group-values.ts';

/** `DELETE /options/{id}/values/{valueId}`: the option must belong to that group (else 404). */
export async function deleteOptionValue(
  ctx: CatalogueContext,
  groupId: number,
  valueId: number,
): Promise<void> {
  await ctx.tenantTx(async (tx) => {
    if (!(await groups.lock(tx, groupId))) throw new AppError('not_found');
    const before = storedValueOf(await groups.values(tx, groupId), valueId);
    await groups.deleteValue(tx, valueId);
    await groups.update(tx, groupId, {});
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_value',
      entityId: valueId,
      action: 'delete',
      before,
      after: null,
    });
  });
}

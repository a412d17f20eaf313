import type { OptionValue } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';
import { applyValuePatch, storedFields, type OptionValuePatch } from './option-value-fields.ts';
import { saveGroupValues, storedValueOf } from './save-group-values.ts';

/**
 * `PUT /options/{id}/values/{valueId}`: the fields sent change; the group's options are then
 * fitted to its selection maximum (which may lower this option's `max_quantity` or drop its
 * default selection, as the answer shows).
 */
export async function updateOptionValue(
  ctx: CatalogueContext,
  groupId: number,
  valueId: number,
  patch: OptionValuePatch,
): Promise<OptionValue> {
  return ctx.tenantTx(async (tx) => {
    const row = await groups.lock(tx, groupId);
    if (!row) throw new AppError('not_found');
    const stored = await groups.values(tx, groupId);
    const before = storedValueOf(stored, valueId);
    const desired = stored.map((value) =>
      value.id === valueId ? applyValuePatch(storedFields(value), patch) : storedFields(value),
    );
    await saveGroupValues(tx, { group: row, stored, desired, replace: false });
    await groups.update(tx, groupId, {});
    const after = (await groups.find(tx, groupId))?.values.find((value) => value.id === valueId);
    if (!after) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_value',
      entityId: valueId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

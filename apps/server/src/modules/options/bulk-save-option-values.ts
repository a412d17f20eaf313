import type { OptionGroup, OptionValueInput } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';
import { applyValuePatch, newValue, storedFields } from './option-value-fields.ts';
import { assertDistinctIds, saveGroupValues, storedValueOf } from './save-group-values.ts';

/**
 * `POST /options/{id}/values/bulk`: options with an id (of this group, else 404) are updated with
 * the fields sent and keep their place; options without one are added at the end. Options not
 * mentioned stay. The whole list is then fitted to the group's selection maximum. Answers the
 * group as it is after the save.
 */
export async function bulkSaveOptionValues(
  ctx: CatalogueContext,
  groupId: number,
  values: OptionValueInput[],
): Promise<OptionGroup> {
  assertDistinctIds(values);
  return ctx.tenantTx(async (tx) => {
    const row = await groups.lock(tx, groupId);
    const before = row && (await groups.find(tx, groupId));
    if (!row || !before) throw new AppError('not_found');
    const stored = await groups.values(tx, groupId);
    const desired = stored.map(storedFields);
    for (const { id, ...value } of values) {
      if (id === undefined) {
        desired.push(newValue(value));
        continue;
      }
      storedValueOf(stored, id); // 404 unless it is one of this group's options
      const index = desired.findIndex((entry) => entry.id === id);
      desired[index] = applyValuePatch(desired[index]!, value);
    }
    await saveGroupValues(tx, { group: row, stored, desired, replace: false });
    await groups.update(tx, groupId, {});
    const after = await groups.find(tx, groupId);
    if (!after) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_value',
      entityId: null,
      action: 'bulk_save',
      before: { option_group_id: groupId, values: before.values },
      after: { option_group_id: groupId, values: after.values },
    });
    return after;
  });
}

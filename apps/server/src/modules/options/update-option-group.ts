import type { OptionGroup, UpdateOptionGroupRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupPatch } from './option-group-fields.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';
import { applyValuePatch, newValue, storedFields } from './option-value-fields.ts';
import { assertDistinctIds, saveGroupValues, storedValueOf } from './save-group-values.ts';

/**
 * `PUT /options/{id}`: the fields sent change. `values`, when sent, is the whole list: options
 * with an id (of this group, else 404) are updated with the fields sent, options without one are
 * created, stored options missing from it are deleted, and the list's order becomes theirs.
 * Whatever was sent, the options are refitted to the (possibly new) selection maximum.
 * `force_publish` is accepted and has nothing to do: groups have no published state of their own.
 */
export async function updateOptionGroup(
  ctx: CatalogueContext,
  id: number,
  request: UpdateOptionGroupRequest,
): Promise<OptionGroup> {
  const { force_publish: _forcePublish, values, ...fields } = request;
  return ctx.tenantTx(async (tx) => {
    const row = await groups.lock(tx, id);
    const before = row && (await groups.find(tx, id));
    if (!row || !before) throw new AppError('not_found');
    const patch = optionGroupPatch(fields);
    await groups.update(tx, id, patch);

    const stored = await groups.values(tx, id);
    if (values) assertDistinctIds(values);
    const desired = values
      ? values.map(({ id: valueId, ...value }) =>
          valueId === undefined
            ? newValue(value)
            : applyValuePatch(storedFields(storedValueOf(stored, valueId)), value),
        )
      : stored.map(storedFields);
    await saveGroupValues(tx, {
      group: { ...row, ...patch },
      stored,
      desired,
      replace: values !== undefined,
    });

    const after = await groups.find(tx, id);
    if (!after) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_group',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

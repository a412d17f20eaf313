import type { CreateOptionGroupRequest, OptionGroup } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupPatch } from './option-group-fields.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';
import { newValue } from './option-value-fields.ts';
import { saveGroupValues } from './save-group-values.ts';
import { lockCatalogueOrder, nextOrder } from '../menus/catalogue-order.ts';
import { sql } from 'drizzle-orm';

/**
 * `POST /options`: the group and its options in one transaction (spec part 1 §4: when the options
 * cannot be added, no group is left behind — nor its change-history row). The new group goes
 * after every other one; options are fitted to the selection maximum before they are stored. Ids
 * sent with the options are ignored: every option of a new group is new.
 */
export async function createOptionGroup(
  ctx: CatalogueContext,
  request: CreateOptionGroupRequest,
): Promise<OptionGroup> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const order = await nextOrder(tx, 'option_groups', sql`restaurant_id = ${ctx.restaurantId}`);
    const row = await groups.insert(tx, {
      ...optionGroupPatch(request),
      name: request.name,
      restaurant_id: ctx.restaurantId,
      order,
    });
    await saveGroupValues(tx, {
      group: row,
      stored: [],
      desired: (request.values ?? []).map(({ id: _ignored, ...value }) => newValue(value)),
      replace: false,
    });
    const group = await groups.find(tx, row.id);
    if (!group) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_group',
      entityId: group.id,
      action: 'create',
      before: null,
      after: group,
    });
    return group;
  });
}

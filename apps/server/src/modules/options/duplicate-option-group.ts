import { copyLocalization, copyName, type OptionGroup } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';
import { valueColumns, storedFields } from './option-value-fields.ts';
import { lockCatalogueOrder, shiftAfter } from '../menus/catalogue-order.ts';
import { sql } from 'drizzle-orm';

/**
 * `POST /options/{id}/duplicate`: a copy named with " Copy" / " Copie" by the caller's language
 * (spec part 1 §4), its options copied as they are (no suffix, same sub-groups), placed right
 * after the original, in one transaction. Links to items are not copied: the copy is offered
 * nowhere until staff attach it.
 */
export async function duplicateOptionGroup(
  ctx: CatalogueContext,
  id: number,
): Promise<OptionGroup> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const original = await groups.lock(tx, id);
    if (!original) throw new AppError('not_found');
    await shiftAfter(tx, 'option_groups', sql`restaurant_id = ${ctx.restaurantId}`, original.order);
    const { id: _id, created_at: _created, updated_at: _updated, ...fields } = original;
    const copy = await groups.insert(tx, {
      ...fields,
      name: copyName(original.name, ctx.locale),
      localization: copyLocalization(original.localization),
      order: original.order + 1,
    });
    const values = await groups.values(tx, id);
    await groups.insertValues(
      tx,
      values.map((value) => ({
        ...valueColumns(storedFields(value)),
        restaurant_id: ctx.restaurantId,
        option_group_id: copy.id,
        order: value.order,
      })),
    );
    const group = await groups.find(tx, copy.id);
    if (!group) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_group',
      entityId: group.id,
      action: 'duplicate',
      before: { source_id: id },
      after: group,
    });
    return group;
  });
}

import type { RotationalMenu, UpdateRotationalMenuRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { checkReferences, distinctItems } from './daily-menu-writes.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  rotationalMenusRepository as daily,
  type RotationalMenuPatch,
} from './rotational-menus.repository.ts';

/**
 * `PUT /rotational-menus/{id}`: the fields sent change; `item_ids` replaces the items. Moving
 * it onto a date where its menu is already planned answers 409 `rotational_menu_taken`.
 */
export async function updateRotationalMenu(
  ctx: CatalogueContext,
  id: number,
  request: UpdateRotationalMenuRequest,
): Promise<RotationalMenu> {
  try {
    return await ctx.tenantTx(async (tx) => {
      const before = (await daily.lock(tx, id)) && (await daily.find(tx, id));
      if (!before) throw new AppError('not_found');
      await checkReferences(
        tx,
        request.menu_id === undefined ? [] : [request.menu_id],
        request.item_ids ?? [],
      );
      const patch: RotationalMenuPatch = {};
      if (request.menu_id !== undefined) patch.menu_id = request.menu_id;
      if (request.date !== undefined) patch.date = request.date;
      await daily.update(tx, id, patch);
      if (request.item_ids !== undefined) {
        await daily.setItems(tx, ctx.restaurantId, id, distinctItems(request.item_ids));
      }
      const after = await daily.find(tx, id);
      if (!after) throw new AppError('not_found');
      await recordCatalogueChange(tx, ctx, {
        entity: 'rotational_menu',
        entityId: id,
        action: 'update',
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('rotational_menu_taken');
    throw error;
  }
}

import type { CreateMenuGroupRequest, MenuGroup } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { assignMenus } from './assign-menus.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';
import { lockCatalogueOrder, nextOrder } from '../menus/catalogue-order.ts';
import { sql } from 'drizzle-orm';

/** `POST /menu-groups`: a group after the others, holding the menus sent (one transaction). */
export async function createMenuGroup(
  ctx: CatalogueContext,
  request: CreateMenuGroupRequest,
): Promise<MenuGroup> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const id = await groups.insert(tx, {
      restaurant_id: ctx.restaurantId,
      name: request.name,
      localization: request.localization ?? {},
      order: await nextOrder(tx, 'menu_groups', sql`restaurant_id = ${ctx.restaurantId}`),
    });
    if (request.menus) await assignMenus(tx, id, request.menus);
    const group = await groups.find(tx, id);
    if (!group) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu_group',
      entityId: id,
      action: 'create',
      before: null,
      after: group,
    });
    return group;
  });
}

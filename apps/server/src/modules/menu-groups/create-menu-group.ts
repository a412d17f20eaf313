import type { CreateMenuGroupRequest, MenuGroup } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { assignMenus } from './assign-menus.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';
import { assertGroupNameFree, writingGroupName } from './unique-group-name.ts';
import {
  lockCatalogueOrder,
  nextOrder,
  siblingsOf,
} from '../../catalogue/catalogue-order.repository.ts';

/**
 * `POST /menu-groups`: a group after the others, holding the menus sent (one transaction); 409
 * `menu_group_name_taken` when another group of the location has the name (unique-group-name.ts).
 */
export async function createMenuGroup(
  ctx: CatalogueContext,
  request: CreateMenuGroupRequest,
): Promise<MenuGroup> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    await assertGroupNameFree(tx, request.name);
    const order = await nextOrder(tx, 'menu_groups', siblingsOf(ctx.restaurantId, {}));
    const id = await writingGroupName(request.name, () =>
      groups.insert(tx, {
        restaurant_id: ctx.restaurantId,
        name: request.name,
        localization: request.localization ?? {},
        order,
      }),
    );
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

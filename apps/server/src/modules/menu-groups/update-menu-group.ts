import type { MenuGroup, UpdateMenuGroupRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { assignMenus } from './assign-menus.ts';
import { menuGroupsRepository as groups, type MenuGroupPatch } from './menu-groups.repository.ts';
import { assertGroupNameFree, writingGroupName } from './unique-group-name.ts';

/**
 * `PUT /menu-groups/{id}`: the fields sent change; `menus`, when sent, replaces the group's
 * menus (those left out become ungrouped; menus of another group move to this one). A new name
 * must be free (unique-group-name.ts: 409 `menu_group_name_taken`).
 */
export async function updateMenuGroup(
  ctx: CatalogueContext,
  id: number,
  request: UpdateMenuGroupRequest,
): Promise<MenuGroup> {
  return ctx.tenantTx(async (tx) => {
    const before = (await groups.lock(tx, id)) && (await groups.find(tx, id));
    if (!before) throw new AppError('not_found');
    const patch: MenuGroupPatch = {};
    if (request.name !== undefined) {
      await assertGroupNameFree(tx, request.name, id);
      patch.name = request.name;
    }
    if (request.localization !== undefined) patch.localization = request.localization;
    await writingGroupName(request.name ?? before.name, () => groups.update(tx, id, patch));
    if (request.menus) await assignMenus(tx, id, request.menus);
    const after = await groups.find(tx, id);
    if (!after) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu_group',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';

/** `DELETE /menu-groups/{id}`: the group goes; its menus stay, ungrouped (`ON DELETE SET NULL`). */
export async function deleteMenuGroup(ctx: CatalogueContext, id: number): Promise<void> {
  await ctx.tenantTx(async (tx) => {
    const before = (await groups.lock(tx, id)) && (await groups.find(tx, id));
    if (!before) throw new AppError('not_found');
    await groups.delete(tx, id);
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu_group',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

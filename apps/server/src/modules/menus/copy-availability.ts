import type { CopyAvailabilityRequest, Menu } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from './menus.repository.ts';

/**
 * `POST /menus/{id}/availability/copy`: gives every menu of `menuIds` the week sent, in one
 * transaction; the path's menu must exist too. An unknown menu id answers 404 and changes
 * nothing. Answers the menus changed, in the order of `menuIds`.
 */
export function copyAvailability(
  ctx: CatalogueContext,
  sourceMenuId: number,
  request: CopyAvailabilityRequest,
): Promise<Menu[]> {
  const targets = [...new Set(request.menuIds)];
  return ctx.tenantTx(async (tx) => {
    if (!(await menusRepository.exists(tx, sourceMenuId))) throw new AppError('not_found');
    const changed: Menu[] = [];
    for (const menuId of targets) {
      if (!(await menusRepository.findForUpdate(tx, menuId))) throw new AppError('not_found');
      const before = (await menusRepository.read(tx, menuId))!;
      await menusRepository.replaceAvailability(tx, ctx.restaurantId, menuId, request.availability);
      await menusRepository.update(tx, menuId, {});
      const after = (await menusRepository.read(tx, menuId))!;
      await recordCatalogueChange(tx, ctx, {
        entity: 'availability',
        entityId: menuId,
        action: 'copy',
        before: before.availability,
        after: after.availability,
      });
      changed.push(after);
    }
    return changed;
  });
}

import type { AvailabilityEntry, Menu } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from './menus.repository.ts';

/** `POST /menus/{id}/availability`: the week sent replaces the menu's week; answers the menu. */
export function replaceAvailability(
  ctx: CatalogueContext,
  menuId: number,
  week: AvailabilityEntry[],
): Promise<Menu> {
  return ctx.tenantTx(async (tx) => {
    if (!(await menusRepository.findForUpdate(tx, menuId))) throw new AppError('not_found');
    const before = (await menusRepository.read(tx, menuId))!;
    await menusRepository.replaceAvailability(tx, ctx.restaurantId, menuId, week);
    await menusRepository.update(tx, menuId, {});
    const after = (await menusRepository.read(tx, menuId))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'availability',
      entityId: menuId,
      action: 'replace',
      before: before.availability,
      after: after.availability,
    });
    return after;
  });
}

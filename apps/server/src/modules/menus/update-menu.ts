import type { Menu, UpdateMenuRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { assertMenuGroup, splitMenuRequest } from './menu-values.ts';
import { menusRepository } from './menus.repository.ts';
import { publicationChange } from './publication.ts';

/**
 * `PUT /menus/{id}`: saves the fields sent; `availability`, when sent, replaces the week in the
 * same transaction; `published` publishes (keeping the first publication date) or drafts.
 */
export function updateMenu(
  ctx: CatalogueContext,
  id: number,
  request: UpdateMenuRequest,
): Promise<Menu> {
  const { columns, published, availability } = splitMenuRequest(request);
  return ctx.tenantTx(async (tx) => {
    const row = await menusRepository.findForUpdate(tx, id);
    if (!row) throw new AppError('not_found');
    await assertMenuGroup(tx, ctx, columns.menu_group_id);
    const before = (await menusRepository.read(tx, id))!;
    await menusRepository.update(tx, id, { ...columns, ...publicationChange(published, row) });
    if (availability)
      await menusRepository.replaceAvailability(tx, ctx.restaurantId, id, availability);
    const after = (await menusRepository.read(tx, id))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from './menus.repository.ts';

/** `DELETE /menus/{id}`: the menu goes with its sections, items, links and availability. */
export function deleteMenu(ctx: CatalogueContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    if (!(await menusRepository.findForUpdate(tx, id))) throw new AppError('not_found');
    const before = await menusRepository.read(tx, id);
    await menusRepository.delete(tx, id);
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { itemsRepository, type ItemParent } from './items.repository.ts';

/** `DELETE …/items/{itemId}`: the item goes with its modifier links. */
export function deleteItem(
  ctx: CatalogueContext,
  parent: ItemParent,
  itemId: number,
): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    if (!(await itemsRepository.findForUpdate(tx, parent, itemId))) throw new AppError('not_found');
    const before = await itemsRepository.read(tx, itemId);
    await itemsRepository.delete(tx, itemId);
    await recordCatalogueChange(tx, ctx, {
      entity: 'item',
      entityId: itemId,
      action: 'delete',
      before,
      after: null,
    });
  });
}

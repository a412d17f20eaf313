import type { Item, UpdateItemRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { splitItemRequest } from './item-values.ts';
import { itemsRepository, type ItemParent } from './items.repository.ts';
import { publicationChange } from './publication.ts';

/**
 * `PUT …/items/{itemId}`: saves the fields sent; `options`, when sent, replaces the item's
 * modifier links; `published` publishes (keeping the first date) or drafts.
 */
export function updateItem(
  ctx: CatalogueContext,
  parent: ItemParent,
  itemId: number,
  request: UpdateItemRequest,
): Promise<Item> {
  const { columns, published, options } = splitItemRequest(request);
  return ctx.tenantTx(async (tx) => {
    const row = await itemsRepository.findForUpdate(tx, parent, itemId);
    if (!row) throw new AppError('not_found');
    const before = (await itemsRepository.read(tx, itemId))!;
    await itemsRepository.update(tx, itemId, { ...columns, ...publicationChange(published, row) });
    if (options) await itemsRepository.replaceOptionLinks(tx, ctx.restaurantId, itemId, options);
    const after = (await itemsRepository.read(tx, itemId))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'item',
      entityId: itemId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

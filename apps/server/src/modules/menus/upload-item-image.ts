import type { Item } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { ImageStore } from '../images/image-store.ts';
import { storeUploadedImage } from '../images/store-uploaded-image.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { itemsRepository, type ItemParent } from '../../catalogue/items.repository.ts';

/**
 * `POST …/items/{itemId}/image`: checks the item first (404 before the upload is read), then
 * stores the re-encoded image and points the item's `image` at it.
 */
export async function uploadItemImage(
  request: FastifyRequest,
  parent: ItemParent,
  itemId: number,
  store: ImageStore,
): Promise<Item> {
  const ctx = catalogueContext(request);
  const known = await ctx.tenantTx((tx) => itemsRepository.findForUpdate(tx, parent, itemId));
  if (!known) throw new AppError('not_found');
  const url = await storeUploadedImage(request, store);
  return ctx.tenantTx(async (tx) => {
    const row = await itemsRepository.findForUpdate(tx, parent, itemId);
    if (!row) throw new AppError('not_found');
    await itemsRepository.update(tx, itemId, { image: url });
    await recordCatalogueChange(tx, ctx, {
      entity: 'item',
      entityId: itemId,
      action: 'update_image',
      before: { image: row.image },
      after: { image: url },
    });
    return (await itemsRepository.read(tx, itemId))!;
  });
}

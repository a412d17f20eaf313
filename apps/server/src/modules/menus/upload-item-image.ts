import type { Item } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { ImageStore } from '../images/image-store.ts';
import { uploadEntityImage } from '../images/upload-entity-image.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { itemsRepository, type ItemParent } from './items.repository.ts';

/** `POST …/items/{itemId}/image`: the item's new image (see uploadEntityImage). */
export function uploadItemImage(
  request: FastifyRequest,
  parent: ItemParent,
  itemId: number,
  store: ImageStore,
): Promise<Item> {
  const ctx = catalogueContext(request);
  return uploadEntityImage(request, store, ctx.tenantTx, {
    entity: 'item',
    entityId: itemId,
    lock: (tx) => itemsRepository.findForUpdate(tx, parent, itemId),
    write: async (tx, url) => {
      await itemsRepository.update(tx, itemId, { image: url });
      return itemsRepository.read(tx, itemId);
    },
    record: (tx, change) => recordCatalogueChange(tx, ctx, change),
  });
}

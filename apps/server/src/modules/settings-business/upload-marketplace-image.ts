import type { MarketplaceLocation } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { tenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { ImageStore } from '../images/image-store.ts';
import { uploadEntityImage } from '../images/upload-entity-image.ts';
import { marketplaceLocationsRepository as tiles } from './marketplace-locations.repository.ts';

/** `POST /settings/marketplace-locations/{id}/image`: a saved tile's image (uploadEntityImage). */
export function uploadMarketplaceImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<MarketplaceLocation> {
  const ctx = tenantContext(request);
  return uploadEntityImage(request, store, ctx.tenantTx, {
    entity: 'marketplace_locations',
    entityId: id,
    lock: (tx) => tiles.lock(tx, ctx.restaurantId, id),
    write: async (tx, url) => {
      await tiles.setImage(tx, ctx.restaurantId, id, url);
      return tiles.lock(tx, ctx.restaurantId, id);
    },
    record: (tx, change) =>
      recordChange(tx, { restaurantId: ctx.restaurantId, user: ctx.user, ...change }),
  });
}

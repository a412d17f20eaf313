import type { Location } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../change-history/record-change.ts';
import type { ImageStore } from '../images/image-store.ts';
import { uploadEntityImage } from '../images/upload-entity-image.ts';
import { locationChangeContext } from './location-change-context.ts';
import { toLocation } from './location-response.ts';
import { restaurantsRepository } from './restaurants.repository.ts';

/**
 * `POST /restaurants/{id}/image`: the location's new image (see uploadEntityImage). The location
 * must be the active one.
 */
export function uploadLocationImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<Location> {
  const ctx = locationChangeContext(request, id);
  return uploadEntityImage(request, store, ctx.tenantTx, {
    entity: 'restaurant',
    entityId: id,
    missing: 'tenant_not_recognized',
    lock: (tx) => restaurantsRepository.findForUpdate(tx, id),
    write: async (tx, url) => {
      const row = await restaurantsRepository.update(tx, id, { image: url });
      return row && toLocation(row);
    },
    record: (tx, change) => recordChange(tx, { ...change, restaurantId: id, user: ctx.user }),
  });
}

import type { Location } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { ImageStore } from '../images/image-store.ts';
import { storeUploadedImage } from '../images/store-uploaded-image.ts';
import { locationChangeContext } from './location-change-context.ts';
import { toLocation } from './location-response.ts';
import { restaurantsRepository } from './restaurants.repository.ts';

/**
 * `POST /restaurants/{id}/image`: checks the location first (before reading the upload), then
 * stores the re-encoded image and points the location's `image` at it.
 */
export async function uploadLocationImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<Location> {
  const ctx = locationChangeContext(request, id);
  const url = await storeUploadedImage(request, store);
  return ctx.tenantTx(async (tx) => {
    const before = await restaurantsRepository.findForUpdate(tx, id);
    const after = await restaurantsRepository.update(tx, id, { image: url });
    if (!before || !after) throw new AppError('tenant_not_recognized');
    const location = toLocation(after);
    await recordChange(tx, {
      restaurantId: id,
      entity: 'restaurant',
      entityId: id,
      action: 'update_image',
      before: { image: before.image },
      after: { image: url },
      user: ctx.user,
    });
    return location;
  });
}

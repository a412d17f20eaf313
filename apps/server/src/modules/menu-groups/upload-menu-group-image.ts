import type { MenuGroup } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { ImageStore } from '../images/image-store.ts';
import { storeUploadedImage } from '../images/store-uploaded-image.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';

/**
 * `POST /menu-groups/{id}/image`: checks the group first (an unknown one is 404 before any upload
 * is read), then stores the re-encoded image and points the group's `image` at it.
 */
export async function uploadMenuGroupImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<MenuGroup> {
  const ctx = catalogueContext(request);
  const exists = await ctx.tenantTx((tx) => groups.find(tx, id));
  if (!exists) throw new AppError('not_found');
  const url = await storeUploadedImage(request, store);
  return ctx.tenantTx(async (tx) => {
    const before = (await groups.lock(tx, id)) && (await groups.find(tx, id));
    if (!before) throw new AppError('not_found');
    await groups.update(tx, id, { image: url });
    const after = await groups.find(tx, id);
    if (!after) throw new AppError('not_found');
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu_group',
      entityId: id,
      action: 'update_image',
      before: { image: before.image },
      after: { image: url },
    });
    return after;
  });
}

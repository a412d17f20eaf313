import type { Menu } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { ImageStore } from '../images/image-store.ts';
import { storeUploadedImage } from '../images/store-uploaded-image.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from '../../catalogue/menus.repository.ts';

/**
 * `POST /menus/{id}/image`: checks the menu first (an unknown one answers 404 before the upload
 * is read), then stores the re-encoded image and points the menu's `image` at it.
 */
export async function uploadMenuImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<Menu> {
  const ctx = catalogueContext(request);
  const known = await ctx.tenantTx((tx) => menusRepository.exists(tx, id));
  if (!known) throw new AppError('not_found');
  const url = await storeUploadedImage(request, store);
  return ctx.tenantTx(async (tx) => {
    const row = await menusRepository.findForUpdate(tx, id);
    if (!row) throw new AppError('not_found');
    await menusRepository.update(tx, id, { image: url });
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu',
      entityId: id,
      action: 'update_image',
      before: { image: row.image },
      after: { image: url },
    });
    return (await menusRepository.read(tx, id))!;
  });
}

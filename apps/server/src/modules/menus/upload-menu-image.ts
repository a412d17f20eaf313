import type { Menu } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { ImageStore } from '../images/image-store.ts';
import { uploadEntityImage } from '../images/upload-entity-image.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { menusRepository } from './menus.repository.ts';

/** `POST /menus/{id}/image`: the menu's new image (see uploadEntityImage). */
export function uploadMenuImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<Menu> {
  const ctx = catalogueContext(request);
  return uploadEntityImage(request, store, ctx.tenantTx, {
    entity: 'menu',
    entityId: id,
    lock: (tx) => menusRepository.findForUpdate(tx, id),
    write: async (tx, url) => {
      await menusRepository.update(tx, id, { image: url });
      return menusRepository.read(tx, id);
    },
    record: (tx, change) => recordCatalogueChange(tx, ctx, change),
  });
}

import type { MenuGroup } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { ImageStore } from '../images/image-store.ts';
import { uploadEntityImage } from '../images/upload-entity-image.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';

/** `POST /menu-groups/{id}/image`: the group's new image (see uploadEntityImage). */
export function uploadMenuGroupImage(
  request: FastifyRequest,
  id: number,
  store: ImageStore,
): Promise<MenuGroup> {
  const ctx = catalogueContext(request);
  return uploadEntityImage(request, store, ctx.tenantTx, {
    entity: 'menu_group',
    entityId: id,
    lock: async (tx) => ((await groups.lock(tx, id)) ? groups.find(tx, id) : null),
    write: async (tx, url) => {
      await groups.update(tx, id, { image: url });
      return groups.find(tx, id);
    },
    record: (tx, change) => recordCatalogueChange(tx, ctx, change),
  });
}

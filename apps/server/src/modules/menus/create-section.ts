import type { CreateSectionRequest, Section } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, nextOrder, siblingsOf } from './catalogue-order.ts';
import { menusRepository } from './menus.repository.ts';
import { publicationChange } from './publication.ts';
import { sectionColumns } from './section-values.ts';
import { sectionsRepository } from './sections.repository.ts';

/** `POST /menus/{menuId}/sections`: a new section, last in its menu (a draft unless published). */
export function createSection(
  ctx: CatalogueContext,
  menuId: number,
  request: CreateSectionRequest,
): Promise<Section> {
  const { columns, published } = sectionColumns(request);
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    if (!(await menusRepository.findForUpdate(tx, menuId))) throw new AppError('not_found');
    const siblings = siblingsOf(ctx.restaurantId, { menu_id: menuId });
    const id = await sectionsRepository.insert(tx, {
      ...columns,
      name: request.name,
      restaurant_id: ctx.restaurantId,
      menu_id: menuId,
      order: await nextOrder(tx, 'sections', siblings),
      ...publicationChange(published, null),
    });
    const section = (await sectionsRepository.read(tx, id))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'section',
      entityId: id,
      action: 'create',
      before: null,
      after: section,
    });
    return section;
  });
}

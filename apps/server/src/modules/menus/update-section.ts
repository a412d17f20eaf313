import type { Section, UpdateSectionRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { publicationChange } from './publication.ts';
import { sectionColumns } from './section-values.ts';
import { sectionsRepository } from './sections.repository.ts';

/** `PUT /menus/{menuId}/sections/{sectionId}`: saves the fields sent; publishes or drafts. */
export function updateSection(
  ctx: CatalogueContext,
  menuId: number,
  sectionId: number,
  request: UpdateSectionRequest,
): Promise<Section> {
  const { columns, published } = sectionColumns(request);
  return ctx.tenantTx(async (tx) => {
    const row = await sectionsRepository.findForUpdate(tx, menuId, sectionId);
    if (!row) throw new AppError('not_found');
    const before = (await sectionsRepository.read(tx, sectionId))!;
    await sectionsRepository.update(tx, sectionId, {
      ...columns,
      ...publicationChange(published, row),
    });
    const after = (await sectionsRepository.read(tx, sectionId))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'section',
      entityId: sectionId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

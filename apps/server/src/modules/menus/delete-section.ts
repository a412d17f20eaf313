import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { sectionsRepository } from './sections.repository.ts';

/** `DELETE /menus/{menuId}/sections/{sectionId}`: the section goes with its items. */
export function deleteSection(
  ctx: CatalogueContext,
  menuId: number,
  sectionId: number,
): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    if (!(await sectionsRepository.findForUpdate(tx, menuId, sectionId))) {
      throw new AppError('not_found');
    }
    const before = await sectionsRepository.read(tx, sectionId);
    await sectionsRepository.delete(tx, sectionId);
    await recordCatalogueChange(tx, ctx, {
      entity: 'section',
      entityId: sectionId,
      action: 'delete',
      before,
      after: null,
    });
  });
}

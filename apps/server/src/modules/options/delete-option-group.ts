import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';

/**
 * `DELETE /options/{id}`: the group, its options and its links to items go (foreign keys
 * cascade); options of other groups that opened it as a sub-group no longer open anything.
 */
export async function deleteOptionGroup(ctx: CatalogueContext, id: number): Promise<void> {
  await ctx.tenantTx(async (tx) => {
    const before = (await groups.lock(tx, id)) && (await groups.find(tx, id));
    if (!before) throw new AppError('not_found');
    await groups.delete(tx, id);
    await recordCatalogueChange(tx, ctx, {
      entity: 'option_group',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { rotationalMenusRepository as daily } from './rotational-menus.repository.ts';

/** `DELETE /rotational-menus/{id}`: removes one daily menu (the menu itself stays). */
export function deleteRotationalMenu(ctx: CatalogueContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const before = (await daily.lock(tx, id)) && (await daily.find(tx, id));
    if (!before) throw new AppError('not_found');
    await daily.delete(tx, id);
    await recordCatalogueChange(tx, ctx, {
      entity: 'rotational_menu',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

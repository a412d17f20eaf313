import type { CreateRotationalMenuRequest, RotationalMenu } from '@app/domain';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { checkReferences, insertDailyMenu } from './daily-menu-writes.ts';

/** `POST /rotational-menus`: plans one menu on one date with its items (one transaction). */
export function createRotationalMenu(
  ctx: CatalogueContext,
  request: CreateRotationalMenuRequest,
): Promise<RotationalMenu> {
  return ctx.tenantTx(async (tx) => {
    await checkReferences(tx, [request.menu_id], request.item_ids ?? []);
    const created = await insertDailyMenu(tx, ctx, request);
    await recordCatalogueChange(tx, ctx, {
      entity: 'rotational_menu',
      entityId: created.id,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
}

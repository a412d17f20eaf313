import type { BulkCreateRotationalMenusRequest, RotationalMenu } from '@app/domain';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { checkReferences, insertDailyMenu } from './daily-menu-writes.ts';

/**
 * `POST /rotational-menus/bulk`: every entry is planned, or none is (one transaction): an
 * unknown menu or item, or a menu already planned on its date, refuses the whole request.
 * Answers the created daily menus in the order sent.
 */
export function bulkCreateRotationalMenus(
  ctx: CatalogueContext,
  request: BulkCreateRotationalMenusRequest,
): Promise<RotationalMenu[]> {
  return ctx.tenantTx(async (tx) => {
    await checkReferences(
      tx,
      request.entries.map((entry) => entry.menu_id),
      request.entries.flatMap((entry) => entry.item_ids ?? []),
    );
    const created: RotationalMenu[] = [];
    for (const entry of request.entries) created.push(await insertDailyMenu(tx, ctx, entry));
    for (const dailyMenu of created) {
      await recordCatalogueChange(tx, ctx, {
        entity: 'rotational_menu',
        entityId: dailyMenu.id,
        action: 'create',
        before: null,
        after: dailyMenu,
      });
    }
    return created;
  });
}

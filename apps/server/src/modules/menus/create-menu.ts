import type { CreateMenuRequest, Menu } from '@app/domain';
import { sql } from 'drizzle-orm';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, nextOrder } from './catalogue-order.ts';
import { assertMenuGroup, splitMenuRequest } from './menu-values.ts';
import { menusRepository } from './menus.repository.ts';
import { publicationChange } from './publication.ts';

/**
 * `POST /menus`: a new menu, last in the list, with its availability when sent — one
 * transaction, so a failure while adding the availability leaves no menu and no history row
 * (spec part 1 §4). Omitted fields take the defaults of spec §3/§9 (draft unless `published`).
 */
export function createMenu(ctx: CatalogueContext, request: CreateMenuRequest): Promise<Menu> {
  const { columns, published, availability } = splitMenuRequest(request);
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    await assertMenuGroup(tx, ctx, columns.menu_group_id);
    const id = await menusRepository.insert(tx, {
      ...columns,
      name: request.name,
      restaurant_id: ctx.restaurantId,
      order: await nextOrder(tx, 'menus', sql`restaurant_id = ${ctx.restaurantId}`),
      ...publicationChange(published, null),
    });
    if (availability)
      await menusRepository.replaceAvailability(tx, ctx.restaurantId, id, availability);
    const menu = (await menusRepository.read(tx, id))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu',
      entityId: id,
      action: 'create',
      before: null,
      after: menu,
    });
    return menu;
  });
}

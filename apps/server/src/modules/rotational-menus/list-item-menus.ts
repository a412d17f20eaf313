import type { ItemMenusEntry, ItemMenusQuery } from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { rotationalMenusRepository as daily } from './rotational-menus.repository.ts';

/**
 * `GET /rotational-menus/item-menus-list`: the items a daily menu may offer, each with the menu
 * (and section) it belongs to, so the picker can group them; `menu_id` narrows to one menu.
 */
export function listItemMenus(
  ctx: Pick<CatalogueContext, 'tenantTx'>,
  query: ItemMenusQuery,
): Promise<ItemMenusEntry[]> {
  return ctx.tenantTx((tx) => daily.itemMenus(tx, query.menu_id));
}

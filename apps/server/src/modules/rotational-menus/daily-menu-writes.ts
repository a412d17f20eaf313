import type { CreateRotationalMenuRequest, RotationalMenu } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { rotationalMenusRepository as daily } from './rotational-menus.repository.ts';

/**
 * Every menu and item named must be the location's (another location's ids are invisible under
 * row-level security): else 400 `unknown_menus` / `unknown_items`, and the caller's transaction
 * rolls back.
 */
export async function checkReferences(tx: Tx, menuIds: number[], itemIds: number[]): Promise<void> {
  const menus = [...new Set(menuIds)];
  const foundMenus = await daily.existingMenuIds(tx, menus);
  if (menus.some((id) => !foundMenus.has(id))) throw new AppError('unknown_menus');
  const items = [...new Set(itemIds)];
  const foundItems = await daily.existingItemIds(tx, items);
  if (items.some((id) => !foundItems.has(id))) throw new AppError('unknown_items');
}

/** Item ids in the order sent, repeats counted once. */
export function distinctItems(itemIds: readonly number[] | undefined): number[] {
  return [...new Set(itemIds ?? [])];
}

/**
 * Plans one daily menu (references already checked). A menu already planned on that date
 * answers 409 `rotational_menu_taken`.
 */
export async function insertDailyMenu(
  tx: Tx,
  ctx: CatalogueContext,
  entry: CreateRotationalMenuRequest,
): Promise<RotationalMenu> {
  const id = await daily.insert(tx, {
    restaurant_id: ctx.restaurantId,
    menu_id: entry.menu_id,
    date: entry.date,
  });
  if (id === null)
    throw new AppError('rotational_menu_taken', {}, { date: entry.date, menu_id: entry.menu_id });
  await daily.setItems(tx, ctx.restaurantId, id, distinctItems(entry.item_ids));
  const created = await daily.find(tx, id);
  if (!created) throw new AppError('not_found');
  return created;
}

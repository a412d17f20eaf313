import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { menuGroupsRepository as groups } from './menu-groups.repository.ts';

/**
 * Makes the group hold exactly `menuIds` (a menu belongs to at most one group, so a menu taken
 * from another group leaves it). Every id must be a menu of the location, else 400
 * `unknown_menus` and the caller's transaction rolls back.
 */
export async function assignMenus(tx: Tx, groupId: number, menuIds: number[]): Promise<void> {
  const unique = [...new Set(menuIds)];
  const existing = await groups.existingMenuIds(tx, unique);
  if (unique.some((id) => !existing.has(id))) throw new AppError('unknown_menus');
  await groups.setMenus(tx, groupId, unique);
}

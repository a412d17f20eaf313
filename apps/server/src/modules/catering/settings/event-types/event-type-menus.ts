import type { EventType } from '@app/domain';
import type { Tx } from '../../../../db/client.ts';
import { AppError } from '../../../../errors/app-error.ts';
import type { TenantContext } from '../../../../context/tenant-context.ts';
import type { NamedRow } from '../named-settings.repository.ts';
import { eventTypeMenusRepository as typeMenus } from './event-type-menus.repository.ts';

/**
 * Makes the type propose exactly `menuIds` in this order (the schema refused repeats). Every id
 * must be a menu of the location, else 400 `unknown_menus` and the caller's transaction rolls
 * back.
 */
export async function setEventTypeMenus(
  tx: Tx,
  ctx: TenantContext,
  eventTypeId: number,
  menuIds: number[],
): Promise<void> {
  const existing = await typeMenus.existingMenuIds(tx, ctx.restaurantId, menuIds);
  if (menuIds.some((id) => !existing.has(id))) throw new AppError('unknown_menus');
  await typeMenus.replace(tx, ctx.restaurantId, eventTypeId, menuIds);
}

/** One event type as answered, its menus read in order. */
export async function readEventType(tx: Tx, ctx: TenantContext, row: NamedRow): Promise<EventType> {
  const menus = await typeMenus.list(tx, ctx.restaurantId, row.id);
  return { id: row.id, name: row.name, menus: menus.map(({ id, name }) => ({ id, name })) };
}

import { naturalCompare, type EventType } from '@app/domain';
import type { TenantContext } from '../../../../context/tenant-context.ts';
import { eventTypeKind } from '../named-setting-kinds.ts';
import { namedSettingsRepository as named } from '../named-settings.repository.ts';
import { eventTypeMenusRepository as typeMenus } from './event-type-menus.repository.ts';

/** `GET /catering/event-types`: by name, each with its default menus in order. */
export function listEventTypes(ctx: TenantContext): Promise<EventType[]> {
  return ctx.tenantTx(async (tx) => {
    const rows = await named.list(tx, eventTypeKind.entity, ctx.restaurantId);
    const menus = await typeMenus.list(tx, ctx.restaurantId);
    return rows
      .sort((a, b) => naturalCompare(a.name, b.name, ctx.locale) || a.id - b.id)
      .map((row) => ({
        id: row.id,
        name: row.name,
        menus: menus
          .filter((menu) => menu.event_type_id === row.id)
          .map(({ id, name }) => ({ id, name })),
      }));
  });
}

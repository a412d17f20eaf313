import { ZOnsiteArea, type OnsiteLocation } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { OnsiteLocationRow } from '../ordering-config/ordering-config.repository.ts';
import { fulfilmentRepository } from './fulfilment.repository.ts';
import { assertKeptIds } from '../../lib/whole-list-ids.ts';

type SavedOnsiteLocation = OnsiteLocation & { id: number };

/** A stored on-site location as the form reads it; unreadable areas are left out. */
function onsiteLocationOf(row: OnsiteLocationRow): SavedOnsiteLocation {
  const areas = Array.isArray(row.areas) ? row.areas : [];
  const localization: OnsiteLocation['localization'] = {};
  for (const [language, texts] of Object.entries(row.localization)) {
    if (texts.name) localization[language] = { name: texts.name };
  }
  return {
    id: row.id,
    name: row.name,
    localization,
    areas: areas.flatMap((area) => {
      const parsed = ZOnsiteArea.safeParse(area);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** `GET /settings/onsite-locations`: where guests order on site, with areas and tables. */
export function listOnsiteLocations(ctx: TenantContext): Promise<SavedOnsiteLocation[]> {
  return ctx.tenantTx(async (tx) =>
    (await fulfilmentRepository.onsiteLocations(tx, ctx.restaurantId)).map(onsiteLocationOf),
  );
}

/**
 * `PUT /settings/onsite-locations`: replaces the list (one transaction, change-history row) and
 * answers it saved. The order screens' seating areas (`seatingAreasOf`) read these rows.
 */
export function saveOnsiteLocations(
  ctx: TenantContext,
  locations: OnsiteLocation[],
): Promise<SavedOnsiteLocation[]> {
  return ctx.tenantTx(async (tx) => {
    const before = await fulfilmentRepository.onsiteLocations(tx, ctx.restaurantId);
    assertKeptIds(locations, before, ctx.locale);
    await fulfilmentRepository.replaceOnsiteLocations(tx, ctx.restaurantId, before, locations);
    const after = (await fulfilmentRepository.onsiteLocations(tx, ctx.restaurantId)).map(
      onsiteLocationOf,
    );
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'onsite_locations',
      entityId: null,
      action: 'update',
      before: before.map(onsiteLocationOf),
      after,
      user: ctx.user,
    });
    return after;
  });
}

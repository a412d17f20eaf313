import { toIsoDate, type RotationalCleanupQuery, type RotationalCleanupResult } from '@app/domain';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { rotationalMenusRepository as daily } from './rotational-menus.repository.ts';

/**
 * `DELETE /rotational-menus/cleanup`: removes the location's daily menus dated strictly before
 * `before` (default: today in the location's time zone, i.e. the past ones) with their items,
 * in one transaction. One change-history row (action `cleanup`) names the date and the ids
 * removed; nothing is recorded when nothing was removed.
 */
export function cleanupRotationalMenus(
  ctx: CatalogueContext,
  query: RotationalCleanupQuery,
  timeZone: string,
  now: Date = new Date(),
): Promise<RotationalCleanupResult> {
  const before = query.before ?? toIsoDate(now, timeZone);
  return ctx.tenantTx(async (tx) => {
    const ids = await daily.deleteBefore(tx, before);
    if (ids.length > 0) {
      await recordCatalogueChange(tx, ctx, {
        entity: 'rotational_menu',
        entityId: null,
        action: 'cleanup',
        before: { before, ids },
        after: null,
      });
    }
    return { before, deleted: ids.length };
  });
}

import type { Tx } from '../../db/client.ts';
import { recordChange, type ChangeAction } from '../change-history/record-change.ts';
import { markPublishedMenusStale } from '../published-menus/published-menus-stale.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';

export type CatalogueEntity =
  | 'menu'
  | 'section'
  | 'item'
  | 'availability'
  | 'option_group'
  | 'option_value'
  | 'item_option'
  | 'menu_group'
  | 'rotational_menu';

/**
 * The one path of every catalogue change (menus, sections, items, availability, modifier groups
 * and their options, item–group links, menu groups), in the caller's transaction: its
 * change-history row, and the published menus marked stale so the next read rebuilds them.
 * Call it after the change's own writes.
 */
export async function recordCatalogueChange(
  tx: Tx,
  ctx: Pick<CatalogueContext, 'restaurantId' | 'user'>,
  change: {
    entity: CatalogueEntity;
    entityId: number | null;
    action: ChangeAction;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await recordChange(tx, { ...change, restaurantId: ctx.restaurantId, user: ctx.user });
  await markPublishedMenusStale(tx, ctx.restaurantId);
}

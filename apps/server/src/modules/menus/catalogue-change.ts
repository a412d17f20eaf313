import type { Tx } from '../../db/client.ts';
import { recordChange, type ChangeAction } from '../change-history/record-change.ts';
import type { CatalogueContext } from './catalogue-context.ts';

export type CatalogueEntity =
  'menu' | 'section' | 'item' | 'availability' | 'option_group' | 'option_value' | 'menu_group';

/** One change-history row for a catalogue change, in the caller's transaction. */
export function recordCatalogueChange(
  tx: Tx,
  ctx: CatalogueContext,
  change: {
    entity: CatalogueEntity;
    entityId: number | null;
    action: ChangeAction;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  return recordChange(tx, { ...change, restaurantId: ctx.restaurantId, user: ctx.user });
}

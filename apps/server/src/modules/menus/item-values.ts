import type { UpdateItemRequest } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { cleanDescription, cleanLocalization } from '../../catalogue/catalogue-text.ts';
import type { ItemParent, ItemValues } from '../../catalogue/items.repository.ts';
import { menusRepository } from '../../catalogue/menus.repository.ts';
import { sectionsRepository } from '../../catalogue/sections.repository.ts';

/**
 * Splits an item request into the columns it writes (fields sent, rich text cleaned), the
 * publication wish and the modifier group ids (`options`, which replace the item's links).
 */
export function splitItemRequest(request: UpdateItemRequest) {
  const { published, options, ...fields } = request;
  const columns: Partial<ItemValues> = {
    ...fields,
    description: cleanDescription(fields.description),
    localization: cleanLocalization(fields.localization),
  };
  return { columns, published, options };
}

/**
 * Checks that the parent of an items path exists at the location — the menu, and the section
 * inside that menu — and locks it so that a concurrent delete cannot orphan a new item.
 */
export async function assertItemParent(tx: Tx, parent: ItemParent): Promise<void> {
  const found =
    parent.sectionId === null
      ? await menusRepository.findForUpdate(tx, parent.menuId)
      : await sectionsRepository.findForUpdate(tx, parent.menuId, parent.sectionId);
  if (!found) throw new AppError('not_found');
}

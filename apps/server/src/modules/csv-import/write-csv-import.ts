import { richTextOfPlainText, type CsvImportPlan, type Localization } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { nextOrder, siblingsOf } from '../../catalogue/catalogue-order.repository.ts';
import { menusRepository } from '../../catalogue/menus.repository.ts';
import { publicationChange } from '../../catalogue/publication.ts';
import { sectionsRepository } from '../../catalogue/sections.repository.ts';
import { csvImportRepository, type ImportedItem } from './csv-import.repository.ts';

/** Items written per statement; each batch is one step of the run's progress. */
export const ITEMS_PER_BATCH = 1000;

export interface WrittenImport {
  /** The id of every menu rows landed in, by the plan's menu key. */
  menuIds: Map<string, number>;
}

/**
 * Writes a CSV import plan in the caller's transaction, which holds the catalogue-order lock:
 * the new menus (drafts, after the location's last menu: staff review them before guests see
 * them), the new sections (published, after their menu's last section) and the items (published,
 * after their section's last item, in the file's order), in batches of `ITEMS_PER_BATCH`,
 * calling `progress` with the items written so far after each batch.
 */
export async function writeCsvImport(
  tx: Tx,
  restaurantId: number,
  plan: CsvImportPlan,
  nextItemOrder: Map<number, number>,
  progress: (written: number) => Promise<void>,
): Promise<WrittenImport> {
  const now = new Date();
  const published = publicationChange(true, null, now);

  const menuIds = new Map(plan.existingMenus);
  let menuOrder = await nextOrder(tx, 'menus', siblingsOf(restaurantId, {}));
  for (const menu of plan.newMenus) {
    const id = await menusRepository.insert(tx, {
      restaurant_id: restaurantId,
      name: menu.name,
      localization: menu.localization,
      order: menuOrder++,
      ...publicationChange(undefined, null),
    });
    menuIds.set(menu.key, id);
  }

  const sectionIds = new Map(plan.existingSections);
  const sectionOrders = new Map<number, number>();
  for (const section of plan.newSections) {
    const menuId = menuIds.get(section.menuKey)!;
    const order =
      sectionOrders.get(menuId) ??
      (await nextOrder(tx, 'sections', siblingsOf(restaurantId, { menu_id: menuId })));
    sectionOrders.set(menuId, order + 1);
    const id = await sectionsRepository.insert(tx, {
      restaurant_id: restaurantId,
      menu_id: menuId,
      name: section.name,
      localization: section.localization,
      order,
      ...published,
    });
    sectionIds.set(section.key, id);
  }

  const itemOrders = new Map(nextItemOrder);
  const rows = plan.newItems.map(({ menuKey, sectionKey, item }): ImportedItem => {
    const sectionId = sectionIds.get(sectionKey)!;
    const order = itemOrders.get(sectionId) ?? 0;
    itemOrders.set(sectionId, order + 1);
    return {
      restaurant_id: restaurantId,
      menu_id: menuIds.get(menuKey)!,
      section_id: sectionId,
      name: item.name,
      description: item.description ? richTextOfPlainText(item.description) : null,
      calories: item.calories ?? null,
      base_price: item.base_price,
      allergens: item.allergens ?? [],
      diets: item.diets ?? [],
      meal_package: item.meal_package ?? false,
      recipe_number: item.recipe_number ?? null,
      accounting_category: item.accounting_category ?? null,
      localization: plainDescriptions(item.localization ?? {}),
      order,
      published: true,
      published_at: now.toISOString(),
    };
  });
  for (let start = 0; start < rows.length; start += ITEMS_PER_BATCH) {
    await csvImportRepository.insertItems(tx, rows.slice(start, start + ITEMS_PER_BATCH));
    await progress(Math.min(start + ITEMS_PER_BATCH, rows.length));
  }
  return { menuIds };
}

/**
 * A sheet's cells are plain text: descriptions in every language become the catalogue's rich
 * text with nothing in them read as markup, and line breaks kept.
 */
function plainDescriptions(localization: Localization): Localization {
  return Object.fromEntries(
    Object.entries(localization).map(([language, texts]) => [
      language,
      texts.description ? { ...texts, description: richTextOfPlainText(texts.description) } : texts,
    ]),
  );
}

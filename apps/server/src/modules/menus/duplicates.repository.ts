import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { items, menus, sections, type Localization } from '../../db/schema/index.ts';
import {
  UNPUBLISHED,
  copyAvailability,
  copyOptionLinks,
  copyRows,
  remapped,
} from '../../catalogue/copy-rows.repository.ts';

/** What a duplicate takes instead of its original's: its name, its languages' text and its place. */
export interface CopyFields {
  name: string;
  localization: Localization;
  order: number;
}

/** The copied object's own columns: a draft without a publication date, renamed and placed. */
function copiedObject(copy: CopyFields) {
  return {
    ...UNPUBLISHED,
    name: sql`${copy.name}::text`,
    localization: sql`${JSON.stringify(copy.localization)}::jsonb`,
    order: sql`${copy.order}::int`,
  };
}

/**
 * The copies of the duplicate calls, each a handful of set-wise statements whatever the size of
 * what is copied (`copyRows`). Children keep their names and are drafts like the copy. Each
 * answers the id of the copy.
 */
export const duplicatesRepository = {
  /** The menu with its availability, sections, items and the items' modifier links. */
  async copyMenu(tx: Tx, id: number, copy: CopyFields): Promise<number> {
    const menuMap = await copyRows(tx, menus, sql`src.id = ${id}`, copiedObject(copy));
    await copyAvailability(tx, menuMap);
    const sectionMap = await copyRows(tx, sections, sql`src.menu_id = ${id}`, {
      ...UNPUBLISHED,
      menu_id: remapped('menu_id', menuMap),
    });
    const itemMap = await copyRows(tx, items, sql`src.menu_id = ${id}`, {
      ...UNPUBLISHED,
      menu_id: remapped('menu_id', menuMap),
      section_id: remapped('section_id', sectionMap),
    });
    await copyOptionLinks(tx, itemMap);
    return menuMap.get(id)!;
  },

  /** The section with its items and their modifier links, in the same menu. */
  async copySection(tx: Tx, sectionId: number, copy: CopyFields): Promise<number> {
    const sectionMap = await copyRows(tx, sections, sql`src.id = ${sectionId}`, copiedObject(copy));
    const itemMap = await copyRows(tx, items, sql`src.section_id = ${sectionId}`, {
      ...UNPUBLISHED,
      section_id: remapped('section_id', sectionMap),
    });
    await copyOptionLinks(tx, itemMap);
    return sectionMap.get(sectionId)!;
  },

  /** The item with its modifier links, under the same parent. */
  async copyItem(tx: Tx, itemId: number, copy: CopyFields): Promise<number> {
    const itemMap = await copyRows(tx, items, sql`src.id = ${itemId}`, copiedObject(copy));
    await copyOptionLinks(tx, itemMap);
    return itemMap.get(itemId)!;
  },
};

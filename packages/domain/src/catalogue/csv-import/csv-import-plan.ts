import type { Localization } from '../catalogue-fields.ts';
import type { CsvImportProblem, CsvImportRow, CsvImportRowReading } from './csv-import-rows.ts';
import { menuNameKey } from '../menu-replication.ts';

/**
 * What a menu CSV import does with each row against the location's catalogue (spec part 1 §5:
 * "The import summary counts created rows, skipped duplicates, and errors from missing
 * information"). The same plan is the dry-run preview and, computed again inside the import's
 * transaction, what the import writes — so re-uploading a file creates nothing new.
 *
 * Rows land by name: the menu named in Menu Name (created when the location has none), its
 * section named in Station (created when missing), and an item named Short Name. Names match
 * ignoring case and spaces around (`menuNameKey`); when several menus or sections share a name,
 * the first in the catalogue's order is used. A row whose menu, station and short name already
 * exist — in the catalogue or earlier in the file — is a duplicate and is skipped.
 */

/** The location's catalogue as the plan reads it, menus and sections in their order. */
export interface CsvImportCatalogue {
  menus: {
    id: number;
    name: string;
    allow_sections: boolean;
    sections: { id: number; name: string; item_names: string[] }[];
  }[];
}

export type CsvImportRowStatus = 'create' | 'duplicate' | 'error';

export interface CsvImportOutcome {
  row: number;
  status: CsvImportRowStatus;
  menu: string;
  station: string;
  name: string;
  price: number | null;
  problems: CsvImportProblem[];
}

/** A menu or section the import creates, with the key rows refer to it by. */
export interface CsvImportNewMenu {
  key: string;
  name: string;
  localization: Localization;
}
export interface CsvImportNewSection extends CsvImportNewMenu {
  menuKey: string;
  /** The name of its menu, as the catalogue or the file writes it. */
  menuName: string;
}

/** Where an item goes: its menu's key and its section's key (see `sectionKeyOf`). */
export interface CsvImportNewItem {
  row: number;
  menuKey: string;
  sectionKey: string;
  item: CsvImportRow['item'];
}

export interface CsvImportSummary {
  /** Data rows read (blank rows are not counted). */
  rows: number;
  create: number;
  duplicates: number;
  errors: number;
  new_menus: number;
  new_sections: number;
}

export interface CsvImportPlan {
  outcomes: CsvImportOutcome[];
  summary: CsvImportSummary;
  /** Ids of the existing menus and sections rows land in, by key. */
  existingMenus: Map<string, number>;
  existingSections: Map<string, number>;
  newMenus: CsvImportNewMenu[];
  newSections: CsvImportNewSection[];
  newItems: CsvImportNewItem[];
}

/** The key of a station inside its menu. */
export function sectionKeyOf(menuKey: string, stationName: string): string {
  return `${menuKey}\u0000${menuNameKey(stationName)}`;
}

function itemKeyOf(sectionKey: string, itemName: string): string {
  return `${sectionKey}\u0000${menuNameKey(itemName)}`;
}

/** Plans the rows read from a file against the location's catalogue (see the module comment). */
export function planCsvImport(
  readings: readonly CsvImportRowReading[],
  catalogue: CsvImportCatalogue,
): CsvImportPlan {
  const menus = new Map<string, CsvImportCatalogue['menus'][number]>();
  const existingMenus = new Map<string, number>();
  const existingSections = new Map<string, number>();
  const taken = new Set<string>();
  for (const menu of catalogue.menus) {
    const menuKey = menuNameKey(menu.name);
    if (menus.has(menuKey)) continue;
    menus.set(menuKey, menu);
    existingMenus.set(menuKey, menu.id);
    for (const section of menu.sections) {
      const sectionKey = sectionKeyOf(menuKey, section.name);
      if (existingSections.has(sectionKey)) continue;
      existingSections.set(sectionKey, section.id);
      for (const name of section.item_names) taken.add(itemKeyOf(sectionKey, name));
    }
  }

  const newMenus = new Map<string, CsvImportNewMenu>();
  const newSections = new Map<string, CsvImportNewSection>();
  const newItems: CsvImportNewItem[] = [];
  const outcomes: CsvImportOutcome[] = [];
  for (const reading of readings) {
    if (!reading.ok) {
      const { row, menu, station, name, problems } = reading;
      outcomes.push({ row, status: 'error', menu, station, name, price: null, problems });
      continue;
    }
    const { row, menu, station, item } = reading.value;
    const outcome = {
      row,
      menu: menu.name,
      station: station.name,
      name: item.name,
      price: item.base_price,
      problems: [],
    };
    const menuKey = menuNameKey(menu.name);
    const existing = menus.get(menuKey);
    if (existing && !existing.allow_sections) {
      outcomes.push({
        ...outcome,
        status: 'error',
        problems: [{ column: null, rule: 'menuWithoutSections', params: { menu: existing.name } }],
      });
      continue;
    }
    const sectionKey = sectionKeyOf(menuKey, station.name);
    const itemKey = itemKeyOf(sectionKey, item.name);
    if (taken.has(itemKey)) {
      outcomes.push({ ...outcome, status: 'duplicate' });
      continue;
    }
    taken.add(itemKey);
    if (!existing && !newMenus.has(menuKey)) newMenus.set(menuKey, { key: menuKey, ...menu });
    if (!existingSections.has(sectionKey) && !newSections.has(sectionKey)) {
      const menuName = existing?.name ?? menu.name;
      newSections.set(sectionKey, { key: sectionKey, menuKey, menuName, ...station });
    }
    newItems.push({ row, menuKey, sectionKey, item });
    outcomes.push({ ...outcome, status: 'create' });
  }

  const count = (status: CsvImportRowStatus) => outcomes.filter((o) => o.status === status).length;
  return {
    outcomes,
    summary: {
      rows: outcomes.length,
      create: newItems.length,
      duplicates: count('duplicate'),
      errors: count('error'),
      new_menus: newMenus.size,
      new_sections: newSections.size,
    },
    existingMenus,
    existingSections,
    newMenus: [...newMenus.values()],
    newSections: [...newSections.values()],
    newItems,
  };
}

import { describe, expect, it } from 'vitest';
import { canImportMenusFromCsv } from './csv-import-access.ts';

const on = { menu_manager_config: { csv_import: true } };
const off = { menu_manager_config: { csv_import: false } };

describe('who may import menus from CSV', () => {
  it('needs the location switch and a manager or above', () => {
    expect(canImportMenusFromCsv({ role: 'manager', location: on })).toBe(true);
    expect(canImportMenusFromCsv({ role: 'admin', location: on })).toBe(true);
    expect(canImportMenusFromCsv({ role: 'manager', location: off })).toBe(false);
    expect(canImportMenusFromCsv({ role: 'manager', location: null })).toBe(false);
    for (const role of ['lead', 'member', 'staff', 'kiosk'] as const) {
      expect(canImportMenusFromCsv({ role, location: on })).toBe(false);
    }
  });
});

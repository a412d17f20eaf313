import { canOpenScreen, type AccessContext } from '../access/screen-access.ts';
import { hasRoleAtLeast, type Role } from '../roles/role-ranks.ts';

/**
 * Who may import menus from a CSV file (spec part 1 §6 "CSV import depends on the csv_import
 * location flag"): the location's `menu_manager_config.csv_import` switch must be on, and the
 * user a manager or above — an import creates menus in bulk, like replication and menu groups
 * (docs/decisions/csv-import.md). The server's guard and the Menus screen both read this.
 */
export const CSV_IMPORT_MIN_ROLE: Role = 'manager';

type MenuManagerSwitches = { menu_manager_config?: { csv_import?: boolean } | null } | null;

/** Whether the location has CSV import turned on. */
export function csvImportEnabled(location: MenuManagerSwitches | undefined): boolean {
  return location?.menu_manager_config?.csv_import === true;
}

export function canImportMenusFromCsv(
  context: AccessContext & { location?: MenuManagerSwitches },
): boolean {
  return (
    canOpenScreen('menus', context) &&
    hasRoleAtLeast(context.role, CSV_IMPORT_MIN_ROLE) &&
    csvImportEnabled(context.location)
  );
}

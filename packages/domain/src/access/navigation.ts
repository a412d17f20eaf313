import { canOpenScreen, isNavigationHidden, type AccessContext } from './screen-access.ts';
import { screenPaths, type Screen } from './screens.ts';

export type NavigationGroupId =
  | 'menus'
  | 'replicate'
  | 'order_management'
  | 'orders_report'
  | 'events'
  | 'settings'
  | 'go_to_menu';

export interface NavigationEntry {
  screen: Screen;
  /** Route in the web app; `null` for `go_to_menu`, a link the web app builds. */
  path: string | null;
}

export interface NavigationGroup {
  id: NavigationGroupId;
  entries: NavigationEntry[];
}

/** The side navigation in its order, grouped as the spec groups it (part 1 §2, part 2 §2). */
const navigationLayout: ReadonlyArray<{ id: NavigationGroupId; screens: Screen[] }> = [
  { id: 'menus', screens: ['menus', 'modifiers', 'availability'] },
  { id: 'replicate', screens: ['replicate'] },
  { id: 'order_management', screens: ['order_manager'] },
  { id: 'orders_report', screens: ['orders_report'] },
  { id: 'events', screens: ['events', 'event_settings'] },
  { id: 'settings', screens: ['settings'] },
  { id: 'go_to_menu', screens: ['go_to_menu'] },
];

/**
 * The navigation entries this user may see in this location, in display order and grouped;
 * groups left empty are omitted, and staff and kiosk get no navigation at all. Log out, the
 * location selector and "back to tabs" are always present and are not listed here.
 */
export function visibleNavigation(context: AccessContext): NavigationGroup[] {
  if (isNavigationHidden(context.role)) return [];
  return navigationLayout
    .map(({ id, screens }) => ({
      id,
      entries: screens
        .filter((screen) => canOpenScreen(screen, context))
        .map((screen) => ({ screen, path: screenPaths[screen] })),
    }))
    .filter((group) => group.entries.length > 0);
}

import { screenPaths as paths } from '@app/domain';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { RouteHandle } from './guards/route-handle.ts';
import { lazyScreen, screenModule } from './lazy-screen.ts';

const menus = screenModule(
  () => import('../features/menus/routes/menu-screens.tsx'),
  ['catalogue', 'menuImport', 'menus', 'posPull', 'rotationalMenus'],
);
const menuItems = screenModule(
  () => import('../features/menus/items/routes/item-screens.tsx'),
  ['catalogue', 'items', 'menus'],
);
const menuGroups = screenModule(
  () => import('../features/menu-groups/routes/menu-groups-page.tsx'),
  ['catalogue', 'menuGroups'],
);
const menuTools = screenModule(
  () => import('../features/menus/routes/menu-tool-screens.tsx'),
  ['replicate'],
);
const rotationalMenus = screenModule(
  () => import('../features/menus/rotational/routes/rotational-menus-page.tsx'),
  ['rotationalMenus'],
);
const menuImport = screenModule(
  () => import('../features/menus/import/routes/menu-import-page.tsx'),
  ['menuImport'],
);
const modifiers = screenModule(
  () => import('../features/modifiers/routes/modifiers-page.tsx'),
  ['catalogue', 'modifiers'],
);
const availability = screenModule(
  () => import('../features/availability/routes/availability-page.tsx'),
  ['availability', 'catalogue'],
);
const orders = screenModule(
  () => import('../features/orders/routes/order-screens.tsx'),
  ['checkout', 'items', 'orders'],
);
// The order manager's own chunk: checkout for the cost lines, orders for the type names.
const orderManager = screenModule(
  () => import('../features/order-manager/routes/order-manager-page.tsx'),
  ['checkout', 'orderLive', 'orderManager', 'orderManagerTools', 'orderPrint', 'orders'],
);
const ordersReport = screenModule(
  () => import('../features/orders-report/routes/orders-report-page.tsx'),
  ['orderPrint', 'orders', 'ordersReport'],
);
const settings = screenModule(
  () => import('../features/settings/routes/settings-screens.tsx'),
  [
    'catalogue',
    'menuImport',
    'posPull',
    'settingsAppearance',
    'settingsBusiness',
    'settingsFulfilment',
    'settingsOperations',
    'settingsPromos',
    'settingsShell',
    'announcements',
  ],
);
const credits = screenModule(
  () => import('../features/credits/routes/credits-page.tsx'),
  ['credits'],
);
const subsidies = screenModule(
  () => import('../features/subsidies/routes/subsidies-page.tsx'),
  ['subsidies'],
);
const members = screenModule(
  () => import('../features/members/routes/members-page.tsx'),
  ['members'],
);
const team = screenModule(() => import('../features/team/routes/team-page.tsx'), ['team']);
// A change's values are named as the screens that make them name them (order types…).
const changeHistory = screenModule(
  () => import('../features/change-history/routes/change-history-page.tsx'),
  ['catalogue', 'changeHistory', 'menus', 'orders'],
);
const events = screenModule(
  () => import('../features/events/routes/event-screens.tsx'),
  ['changeHistory', 'eventCalendar', 'eventDay', 'eventSuites', 'events', 'preOrders'],
);
const suites = screenModule(
  () => import('../features/events/routes/suite-screens.tsx'),
  ['eventDay', 'eventSuites', 'events', 'orderManager', 'preOrders'],
);
const eventDocuments = screenModule(
  () => import('../features/events/documents/document-screens.tsx'),
  ['eventDocuments'],
);
const eventSettings = screenModule(
  () => import('../features/event-settings/routes/event-settings-screens.tsx'),
  ['eventCalendar', 'eventSettings', 'preOrders'],
);
const locations = screenModule(() => import('../features/locations/routes/locations-page.tsx'), []);

/** A screen route: its path (from the domain's `screenPaths` where it names one) and guards. */
function screen(
  path: string,
  handle: RouteHandle,
  lazy: LazyRouteFunction<RouteObject>,
): RouteObject {
  return { path: path.replace(/^\//, ''), handle, lazy };
}

const MENU = ['menuId'];
const MENU_SECTION = ['menuId', 'sectionId'];
const EVENT = ['eventId'];
const EVENT_SUITE = ['eventId', 'suiteId'];

/** The screens of the shell (spec part 1 §2, part 2 §2). */
export const areaRoutes: RouteObject[] = [
  // Menu area
  screen(
    paths.menus,
    { screen: 'menus' },
    lazyScreen(menus, (m) => m.MenusPage),
  ),
  screen(
    `${paths.menus}/rotational`,
    { screen: 'menus' },
    lazyScreen(rotationalMenus, (m) => m.RotationalMenusPage),
  ),
  // The page itself tells users without the right (manager, `csv_import` on) that it is closed.
  screen(
    `${paths.menus}/import`,
    { screen: 'menus' },
    lazyScreen(menuImport, (m) => m.MenuImportPage),
  ),
  screen(
    `${paths.menus}/:menuId/items`,
    { screen: 'menus', integerParams: MENU },
    lazyScreen(menuItems, (m) => m.MenuItemsPage),
  ),
  screen(
    `${paths.menus}/:menuId/sections`,
    { screen: 'menus', integerParams: MENU },
    lazyScreen(menus, (m) => m.SectionsPage),
  ),
  screen(
    `${paths.menus}/:menuId/sections/:sectionId/items`,
    { screen: 'menus', integerParams: MENU_SECTION },
    lazyScreen(menuItems, (m) => m.SectionItemsPage),
  ),
  screen(
    paths.modifiers,
    { screen: 'modifiers' },
    lazyScreen(modifiers, (m) => m.ModifiersPage),
  ),
  screen(
    paths.availability,
    { screen: 'availability' },
    lazyScreen(availability, (m) => m.AvailabilityPage),
  ),
  screen(
    paths.replicate,
    { screen: 'replicate' },
    lazyScreen(menuTools, (m) => m.ReplicateMenusPage),
  ),
  screen(
    paths.customize,
    { screen: 'customize' },
    lazyScreen(settings, (m) => m.CustomizePage),
  ),
  screen(
    paths.advanced,
    { screen: 'advanced' },
    lazyScreen(settings, (m) => m.AdvancedPage),
  ),
  // Orders
  screen(
    paths.order_manager,
    { screen: 'order_manager' },
    lazyScreen(orderManager, (m) => m.OrderManagerPage),
  ),
  screen(
    paths.order_create,
    { screen: 'order_create' },
    lazyScreen(orders, (m) => m.CreateOrderPage),
  ),
  screen(
    paths.order_edit,
    { screen: 'order_edit', integerParams: ['orderId'] },
    lazyScreen(orders, (m) => m.EditOrderPage),
  ),
  screen(
    paths.orders_report,
    { screen: 'orders_report' },
    lazyScreen(ordersReport, (m) => m.OrdersReportPage),
  ),
  // Settings
  screen(
    paths.settings,
    { screen: 'settings' },
    lazyScreen(settings, (m) => m.SettingsPage),
  ),
  screen(
    paths.menu_groups,
    { screen: 'menu_groups' },
    lazyScreen(menuGroups, (m) => m.MenuGroupsPage),
  ),
  screen(
    paths.subsidies,
    { screen: 'subsidies' },
    lazyScreen(subsidies, (m) => m.SubsidiesPage),
  ),
  screen(
    paths.credits,
    { screen: 'credits' },
    lazyScreen(credits, (m) => m.CreditsPage),
  ),
  screen(
    paths.members,
    { screen: 'members' },
    lazyScreen(members, (m) => m.MembersPage),
  ),
  screen(
    paths.team,
    { screen: 'team' },
    lazyScreen(team, (m) => m.TeamPage),
  ),
  screen(
    paths.change_history,
    { screen: 'change_history' },
    lazyScreen(changeHistory, (m) => m.ChangeHistoryPage),
  ),
  // Events
  screen(
    paths.events,
    { screen: 'events' },
    lazyScreen(events, (m) => m.EventsPage),
  ),
  screen(
    `${paths.events}/all`,
    { screen: 'events' },
    lazyScreen(events, (m) => m.AllEventsPage),
  ),
  screen(
    `${paths.events}/create`,
    { screen: 'events' },
    lazyScreen(events, (m) => m.CreateEventPage),
  ),
  screen(
    `${paths.events}/:eventId`,
    { screen: 'events', integerParams: EVENT },
    lazyScreen(events, (m) => m.EventDetailsPage),
  ),
  screen(
    `${paths.events}/:eventId/edit`,
    { screen: 'events', integerParams: EVENT },
    lazyScreen(events, (m) => m.EditEventPage),
  ),
  screen(
    `${paths.events}/:eventId/suites`,
    { screen: 'events', integerParams: EVENT },
    lazyScreen(suites, (m) => m.SuitesPage),
  ),
  screen(
    `${paths.events}/:eventId/suites/:suiteId`,
    { screen: 'events', integerParams: EVENT_SUITE },
    lazyScreen(suites, (m) => m.SuitePage),
  ),
  screen(
    `${paths.events}/:eventId/suites/:suiteId/beo`,
    { screen: 'events', integerParams: EVENT_SUITE },
    lazyScreen(eventDocuments, (m) => m.BeoPage),
  ),
  screen(
    `${paths.events}/:eventId/production-sheet`,
    { screen: 'events', integerParams: EVENT },
    lazyScreen(eventDocuments, (m) => m.ProductionSheetPage),
  ),
  screen(
    paths.event_settings,
    { screen: 'event_settings' },
    lazyScreen(eventSettings, (m) => m.EventSettingsPage),
  ),
  screen(
    `${paths.event_settings}/suite-owners`,
    { screen: 'event_settings' },
    lazyScreen(eventSettings, (m) => m.SuiteOwnersPage),
  ),
  screen(
    `${paths.event_settings}/event-types`,
    { screen: 'event_settings' },
    lazyScreen(eventSettings, (m) => m.EventTypesPage),
  ),
  // Locations
  screen(
    paths.locations,
    { screen: 'locations' },
    lazyScreen(locations, (m) => m.LocationsPage),
  ),
];

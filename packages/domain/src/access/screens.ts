/** Every screen (or navigation target) whose access the product controls. */
export const screens = [
  'menus',
  'modifiers',
  'availability',
  'replicate',
  'order_manager',
  'order_create',
  'order_edit',
  'events',
  'event_settings',
  'orders_report',
  'settings',
  'menu_groups',
  'customize',
  'advanced',
  'subsidies',
  'credits',
  'members',
  'team',
  'change_history',
  'locations',
  'go_to_menu',
] as const;
export type Screen = (typeof screens)[number];

/**
 * Route of each screen in the web app (react-router patterns). The spec fixes menus,
 * availability, order management, events, event settings, orders report, settings, menu groups
 * and locations; the paths of modifiers, replicate, customize, advanced, subsidies, credits,
 * members and team are not shown and are chosen here. `go_to_menu` links out to the public web menu (`null`).
 */
export const screenPaths = {
  menus: '/menus',
  modifiers: '/modifiers',
  availability: '/availabilities',
  replicate: '/replicate-menus',
  order_manager: '/order-management',
  order_create: '/order-management/create',
  order_edit: '/order-management/:orderId',
  events: '/events',
  event_settings: '/event-settings',
  orders_report: '/orders-report',
  settings: '/settings',
  menu_groups: '/settings/menu-groups',
  customize: '/customize',
  advanced: '/advanced',
  subsidies: '/settings/subsidies',
  credits: '/settings/credits',
  members: '/settings/members',
  team: '/settings/team',
  change_history: '/settings/change-history',
  locations: '/locations',
  go_to_menu: null,
} as const satisfies Record<Screen, string | null>;

import enCore from './locales/en-CA.json';
import enAvailability from './locales/en-CA/availability.json';
import enCatalogue from './locales/en-CA/catalogue.json';
import enChangeHistory from './locales/en-CA/change-history.json';
import enCheckout from './locales/en-CA/checkout.json';
import enItems from './locales/en-CA/items.json';
import enMenuGroups from './locales/en-CA/menu-groups.json';
import enMenus from './locales/en-CA/menus.json';
import enMenuImport from './locales/en-CA/menu-import.json';
import enModifiers from './locales/en-CA/modifiers.json';
import enOrderManager from './locales/en-CA/order-manager.json';
import enOrders from './locales/en-CA/orders.json';
import enOrderPrint from './locales/en-CA/order-print.json';
import enOrdersReport from './locales/en-CA/orders-report.json';
import enOrderLive from './locales/en-CA/order-live.json';
import enPosPull from './locales/en-CA/pos-pull.json';
import enOrderManagerTools from './locales/en-CA/order-manager-tools.json';
import enPublicMenu from './locales/en-CA/public-menu.json';
import enReplicate from './locales/en-CA/replicate.json';
import enRotationalMenus from './locales/en-CA/rotational-menus.json';
import enSettingsShell from './locales/en-CA/settings-shell.json';
import enSettingsBusiness from './locales/en-CA/settings-business.json';
import enSettingsPromos from './locales/en-CA/settings-promos.json';
import enSettingsOperations from './locales/en-CA/settings-operations.json';
import enSettingsAppearance from './locales/en-CA/settings-appearance.json';
import enSettingsFulfilment from './locales/en-CA/settings-fulfilment.json';
import enCredits from './locales/en-CA/credits.json';
import enSubsidies from './locales/en-CA/subsidies.json';
import enMembers from './locales/en-CA/members.json';
import enTeam from './locales/en-CA/team.json';
import enAnnouncements from './locales/en-CA/announcements.json';
import enEvents from './locales/en-CA/events.json';
import enEventSettings from './locales/en-CA/event-settings.json';
import enEventSuites from './locales/en-CA/event-suites.json';
import enPreOrders from './locales/en-CA/pre-orders.json';
import enEventCalendar from './locales/en-CA/event-calendar.json';
import enEventDay from './locales/en-CA/event-day.json';
import enEventDocuments from './locales/en-CA/event-documents.json';
import frCore from './locales/fr-CA.json';
import frAvailability from './locales/fr-CA/availability.json';
import frCatalogue from './locales/fr-CA/catalogue.json';
import frChangeHistory from './locales/fr-CA/change-history.json';
import frCheckout from './locales/fr-CA/checkout.json';
import frItems from './locales/fr-CA/items.json';
import frMenuGroups from './locales/fr-CA/menu-groups.json';
import frMenus from './locales/fr-CA/menus.json';
import frMenuImport from './locales/fr-CA/menu-import.json';
import frModifiers from './locales/fr-CA/modifiers.json';
import frOrderManager from './locales/fr-CA/order-manager.json';
import frOrders from './locales/fr-CA/orders.json';
import frOrderPrint from './locales/fr-CA/order-print.json';
import frOrdersReport from './locales/fr-CA/orders-report.json';
import frOrderLive from './locales/fr-CA/order-live.json';
import frPosPull from './locales/fr-CA/pos-pull.json';
import frOrderManagerTools from './locales/fr-CA/order-manager-tools.json';
import frPublicMenu from './locales/fr-CA/public-menu.json';
import frReplicate from './locales/fr-CA/replicate.json';
import frRotationalMenus from './locales/fr-CA/rotational-menus.json';
import frSettingsShell from './locales/fr-CA/settings-shell.json';
import frSettingsBusiness from './locales/fr-CA/settings-business.json';
import frSettingsPromos from './locales/fr-CA/settings-promos.json';
import frSettingsOperations from './locales/fr-CA/settings-operations.json';
import frSettingsAppearance from './locales/fr-CA/settings-appearance.json';
import frSettingsFulfilment from './locales/fr-CA/settings-fulfilment.json';

import frCredits from './locales/fr-CA/credits.json';
import frSubsidies from './locales/fr-CA/subsidies.json';
import frMembers from './locales/fr-CA/members.json';
import frTeam from './locales/fr-CA/team.json';
import frAnnouncements from './locales/fr-CA/announcements.json';
import frEvents from './locales/fr-CA/events.json';
import frEventSettings from './locales/fr-CA/event-settings.json';
import frEventSuites from './locales/fr-CA/event-suites.json';
import frPreOrders from './locales/fr-CA/pre-orders.json';
import frEventCalendar from './locales/fr-CA/event-calendar.json';
import frEventDay from './locales/fr-CA/event-day.json';
import frEventDocuments from './locales/fr-CA/event-documents.json';

/**
 * The translation catalog of each language: the core file (shell, sign-in, shared actions,
 * fields and errors) plus one file per area under `locales/<locale>/`, each mounted under its
 * own top-level key (`menus.*`, `items.*`…). One file per area keeps each area's strings
 * together and lets areas grow without touching each other.
 */
export const enCA = {
  ...enCore,
  availability: enAvailability,
  catalogue: enCatalogue,
  changeHistory: enChangeHistory,
  checkout: enCheckout,
  items: enItems,
  menuGroups: enMenuGroups,
  menus: enMenus,
  menuImport: enMenuImport,
  modifiers: enModifiers,
  orderManager: enOrderManager,
  orders: enOrders,
  orderPrint: enOrderPrint,
  ordersReport: enOrdersReport,
  orderLive: enOrderLive,
  posPull: enPosPull,
  orderManagerTools: enOrderManagerTools,
  publicMenu: enPublicMenu,
  replicate: enReplicate,
  rotationalMenus: enRotationalMenus,
  settingsShell: enSettingsShell,
  settingsBusiness: enSettingsBusiness,
  settingsPromos: enSettingsPromos,
  settingsOperations: enSettingsOperations,
  settingsAppearance: enSettingsAppearance,
  settingsFulfilment: enSettingsFulfilment,
  credits: enCredits,
  subsidies: enSubsidies,
  members: enMembers,
  team: enTeam,
  announcements: enAnnouncements,
  events: enEvents,
  eventSettings: enEventSettings,
  eventSuites: enEventSuites,
  preOrders: enPreOrders,
  eventCalendar: enEventCalendar,
  eventDay: enEventDay,
  eventDocuments: enEventDocuments,
};

export const frCA: typeof enCA = {
  ...frCore,
  availability: frAvailability,
  catalogue: frCatalogue,
  changeHistory: frChangeHistory,
  checkout: frCheckout,
  items: frItems,
  menuGroups: frMenuGroups,
  menus: frMenus,
  menuImport: frMenuImport,
  modifiers: frModifiers,
  orderManager: frOrderManager,
  orders: frOrders,
  orderPrint: frOrderPrint,
  ordersReport: frOrdersReport,
  orderLive: frOrderLive,
  posPull: frPosPull,
  orderManagerTools: frOrderManagerTools,
  publicMenu: frPublicMenu,
  replicate: frReplicate,
  rotationalMenus: frRotationalMenus,
  settingsShell: frSettingsShell,
  settingsBusiness: frSettingsBusiness,
  settingsPromos: frSettingsPromos,
  settingsOperations: frSettingsOperations,
  settingsAppearance: frSettingsAppearance,
  settingsFulfilment: frSettingsFulfilment,
  credits: frCredits,
  subsidies: frSubsidies,
  members: frMembers,
  team: frTeam,
  announcements: frAnnouncements,
  events: frEvents,
  eventSettings: frEventSettings,
  eventSuites: frEventSuites,
  preOrders: frPreOrders,
  eventCalendar: frEventCalendar,
  eventDay: frEventDay,
  eventDocuments: frEventDocuments,
};

/**
 * Relations for Drizzle's relational queries (`db.query.menus.findMany({ with: … })`), e.g. the
 * deep gets of menus, events and suites. They add no constraint; the keys are in the tables.
 */
import { relations } from 'drizzle-orm';
import { announcementRestaurants, announcements } from './announcements.ts';
import { menuAvailability } from './availability.ts';
import { equipment, eventTypeMenus, eventTypes, suiteOwners, suites } from './catering.ts';
import { creditTransactions, credits } from './credits.ts';
import { eventSuiteEquipment, eventSuiteMenus, eventSuites, events } from './events.ts';
import { items } from './items.ts';
import { menuGroups } from './menu-groups.ts';
import { menus, sections } from './menus.ts';
import { itemOptionGroups, optionGroups, optionValues } from './options.ts';
import { orderTransactions, orders } from './orders.ts';
import { rotationalMenuItems, rotationalMenus } from './rotational-menus.ts';
import { subsidies, subsidyCodes } from './subsidies.ts';

export const menuGroupsRelations = relations(menuGroups, ({ many }) => ({ menus: many(menus) }));

export const menusRelations = relations(menus, ({ one, many }) => ({
  menu_group: one(menuGroups, { fields: [menus.menu_group_id], references: [menuGroups.id] }),
  availability: many(menuAvailability),
  sections: many(sections),
  items: many(items),
  rotational_menus: many(rotationalMenus),
}));

export const menuAvailabilityRelations = relations(menuAvailability, ({ one }) => ({
  menu: one(menus, { fields: [menuAvailability.menu_id], references: [menus.id] }),
}));

export const sectionsRelations = relations(sections, ({ one, many }) => ({
  menu: one(menus, { fields: [sections.menu_id], references: [menus.id] }),
  items: many(items),
}));

export const itemsRelations = relations(items, ({ one, many }) => ({
  menu: one(menus, { fields: [items.menu_id], references: [menus.id] }),
  section: one(sections, { fields: [items.section_id], references: [sections.id] }),
  option_groups: many(itemOptionGroups),
}));

export const optionGroupsRelations = relations(optionGroups, ({ many }) => ({
  values: many(optionValues, { relationName: 'group_values' }),
  items: many(itemOptionGroups),
}));

export const optionValuesRelations = relations(optionValues, ({ one }) => ({
  option_group: one(optionGroups, {
    fields: [optionValues.option_group_id],
    references: [optionGroups.id],
    relationName: 'group_values',
  }),
  sub_group: one(optionGroups, {
    fields: [optionValues.sub_group_id],
    references: [optionGroups.id],
    relationName: 'value_sub_group',
  }),
}));

export const itemOptionGroupsRelations = relations(itemOptionGroups, ({ one }) => ({
  item: one(items, { fields: [itemOptionGroups.item_id], references: [items.id] }),
  option_group: one(optionGroups, {
    fields: [itemOptionGroups.option_group_id],
    references: [optionGroups.id],
  }),
}));

export const rotationalMenusRelations = relations(rotationalMenus, ({ one, many }) => ({
  menu: one(menus, { fields: [rotationalMenus.menu_id], references: [menus.id] }),
  items: many(rotationalMenuItems),
}));

export const rotationalMenuItemsRelations = relations(rotationalMenuItems, ({ one }) => ({
  rotational_menu: one(rotationalMenus, {
    fields: [rotationalMenuItems.rotational_menu_id],
    references: [rotationalMenus.id],
  }),
  item: one(items, { fields: [rotationalMenuItems.item_id], references: [items.id] }),
}));

export const eventTypesRelations = relations(eventTypes, ({ many }) => ({
  menus: many(eventTypeMenus),
}));

export const eventTypeMenusRelations = relations(eventTypeMenus, ({ one }) => ({
  event_type: one(eventTypes, {
    fields: [eventTypeMenus.event_type_id],
    references: [eventTypes.id],
  }),
  menu: one(menus, { fields: [eventTypeMenus.menu_id], references: [menus.id] }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  event_type: one(eventTypes, { fields: [events.event_type_id], references: [eventTypes.id] }),
  event_suites: many(eventSuites),
}));

export const eventSuitesRelations = relations(eventSuites, ({ one, many }) => ({
  event: one(events, { fields: [eventSuites.event_id], references: [events.id] }),
  suite: one(suites, { fields: [eventSuites.suite_id], references: [suites.id] }),
  suite_owner: one(suiteOwners, {
    fields: [eventSuites.suite_owner_id],
    references: [suiteOwners.id],
  }),
  equipment: many(eventSuiteEquipment),
  menus: many(eventSuiteMenus),
  orders: many(orders),
}));

export const eventSuiteEquipmentRelations = relations(eventSuiteEquipment, ({ one }) => ({
  event_suite: one(eventSuites, {
    fields: [eventSuiteEquipment.event_suite_id],
    references: [eventSuites.id],
  }),
  equipment: one(equipment, {
    fields: [eventSuiteEquipment.equipment_id],
    references: [equipment.id],
  }),
}));

export const eventSuiteMenusRelations = relations(eventSuiteMenus, ({ one }) => ({
  event_suite: one(eventSuites, {
    fields: [eventSuiteMenus.event_suite_id],
    references: [eventSuites.id],
  }),
  menu: one(menus, { fields: [eventSuiteMenus.menu_id], references: [menus.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  event_suite: one(eventSuites, { fields: [orders.event_suite_id], references: [eventSuites.id] }),
  transactions: many(orderTransactions),
}));

export const orderTransactionsRelations = relations(orderTransactions, ({ one }) => ({
  order: one(orders, { fields: [orderTransactions.order_id], references: [orders.id] }),
}));

export const creditsRelations = relations(credits, ({ many }) => ({
  transactions: many(creditTransactions),
}));

export const creditTransactionsRelations = relations(creditTransactions, ({ one }) => ({
  credit: one(credits, { fields: [creditTransactions.credit_id], references: [credits.id] }),
}));

export const subsidiesRelations = relations(subsidies, ({ many }) => ({
  codes: many(subsidyCodes),
}));

export const subsidyCodesRelations = relations(subsidyCodes, ({ one }) => ({
  subsidy: one(subsidies, { fields: [subsidyCodes.subsidy_id], references: [subsidies.id] }),
}));

export const announcementsRelations = relations(announcements, ({ many }) => ({
  restaurants: many(announcementRestaurants),
}));

export const announcementRestaurantsRelations = relations(announcementRestaurants, ({ one }) => ({
  announcement: one(announcements, {
    fields: [announcementRestaurants.announcement_id],
    references: [announcements.id],
  }),
}));

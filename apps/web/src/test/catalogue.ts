import {
  ZDeepMenu,
  ZMenu,
  ZMenuGroup,
  ZMenuSummary,
  ZOptionGroup,
  ZOptionValue,
  ZSearchResult,
  ZSectionWithItems,
  type AvailabilityEntry,
  type DeepMenu,
  type Menu,
  type MenuGroup,
  type MenuSummary,
  type OptionGroup,
  type OptionValue,
  type SearchResult,
  type SectionWithItems,
} from '@app/domain';

/**
 * Catalogue answers of the API for tests, each checked against its domain schema so that a
 * mocked answer is one the real server could give. Everything is published and plain unless
 * `fields` say otherwise.
 */

const UPDATED = '2025-01-15T12:00:00.000Z';

/** The fields of a menu with all flags off, shared by the menu, summary and deep-menu shapes. */
function menuFields(id: number, name: string) {
  return {
    id,
    name,
    description: null,
    image: null,
    slug: null,
    type: 'a-la-carte',
    price: null,
    dine_in: true,
    on_demand: false,
    scheduled: false,
    member_only: false,
    event_package: false,
    access_level: 'unrestricted',
    allow_sections: true,
    max_orders_per_interval: 0,
    ordering_interval: null,
    last_call_time: null,
    estimated_prep_time: null,
    required_notice: null,
    order: id,
    localization: {},
    menu_group_id: null,
    published: true,
    published_at: UPDATED,
    updated_at: UPDATED,
    availability: [],
  };
}

/** A menu as `POST`/`PUT /api/menus` answer it. */
export function makeMenu(id: number, name: string, fields: Partial<Menu> = {}): Menu {
  return ZMenu.parse({ ...menuFields(id, name), ...fields });
}

/** A menu of `GET /api/menus`, empty unless counts are given. */
export function makeMenuSummary(
  id: number,
  name: string,
  fields: Partial<MenuSummary> = {},
): MenuSummary {
  return ZMenuSummary.parse({
    ...menuFields(id, name),
    section_count: 0,
    item_count: 0,
    ...fields,
  });
}

/** A menu with its sections and items, as `GET /api/menus/deep-get-menu/{id}` answers it. */
export function makeDeepMenu(id: number, name: string, fields: Partial<DeepMenu> = {}): DeepMenu {
  return ZDeepMenu.parse({ ...menuFields(id, name), sections: [], items: [], ...fields });
}

/** The same opening interval on each of these days (1 = Monday). */
export function hours(days: number[], start: string, end: string): AvailabilityEntry[] {
  return days.map((day) => ({ day_of_week: day, start_time: start, end_time: end }));
}

/** A section of a menu, with its items. */
export function makeSection(
  id: number,
  menuId: number,
  name: string,
  fields: Partial<SectionWithItems> = {},
): SectionWithItems {
  return ZSectionWithItems.parse({
    id,
    menu_id: menuId,
    name,
    slug: null,
    description: null,
    price: null,
    order: id,
    type: null,
    localization: {},
    published: true,
    published_at: UPDATED,
    updated_at: UPDATED,
    items: [],
    ...fields,
  });
}

/** An item of menu 1, directly on the menu, named "Item {id}", at $5 (the domain's factory). */
export { makeItem } from '@app/domain/testing';

let nextOptionValueId = 1000;

/** An option of a modifier group, free, one at most; ids are unique across a test file. */
export function makeOptionValue(
  groupId: number,
  name: string,
  fields: Partial<OptionValue> = {},
): OptionValue {
  return ZOptionValue.parse({
    id: nextOptionValueId++,
    option_group_id: groupId,
    name,
    calories: null,
    product_id: null,
    sku: null,
    category: null,
    price: 0,
    tax_rate: null,
    promos: [],
    roll_up: false,
    order: 0,
    quantity: null,
    max_quantity: 1,
    default_selection: false,
    sub_group_id: null,
    localization: {},
    ...fields,
  });
}

/**
 * A modifier group as `GET /api/options` answers it; `values` are options or just their names
 * (in that order), "Fries" and "Salad" unless given.
 */
export function makeOptionGroup(
  id: number,
  name: string,
  fields: Partial<Omit<OptionGroup, 'values'>> & { values?: string[] | OptionValue[] } = {},
): OptionGroup {
  const { values = ['Fries', 'Salad'], ...rest } = fields;
  return ZOptionGroup.parse({
    id,
    name,
    type: 'addons',
    allow_multiple_selection: false,
    required: false,
    limit: null,
    description: null,
    custom_quantities: false,
    localization: {},
    sku: null,
    order: id,
    updated_at: UPDATED,
    item_count: 0,
    ...rest,
    values: values.map((value, order) =>
      typeof value === 'string' ? makeOptionValue(id, value, { order }) : value,
    ),
  });
}

/** A menu group listing these menu ids. */
export function makeMenuGroup(
  id: number,
  name: string,
  menus: number[] = [],
  fields: Partial<MenuGroup> = {},
): MenuGroup {
  return ZMenuGroup.parse({
    id,
    name,
    image: null,
    order: id,
    localization: {},
    menus,
    updated_at: UPDATED,
    ...fields,
  });
}

/** A hit of `GET /api/menus/search`, in menu 1 "Lunch" unless given. */
export function makeSearchResult(
  fields: Partial<SearchResult> & Pick<SearchResult, 'type' | 'id' | 'name'>,
): SearchResult {
  return ZSearchResult.parse({
    localized_name: null,
    menu_id: 1,
    menu_name: 'Lunch',
    section_id: null,
    section_name: null,
    localized_menu_name: null,
    localized_section_name: null,
    allow_sections: true,
    published: true,
    ...fields,
  });
}

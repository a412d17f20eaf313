import {
  ZDeepMenu,
  ZMenu,
  ZMenuGroup,
  ZMenuSummary,
  ZSearchResult,
  ZSectionWithItems,
  type DeepMenu,
  type Menu,
  type MenuGroup,
  type MenuSummary,
  type SearchResult,
  type SectionWithItems,
} from '@app/domain';

const UPDATED = '2025-01-15T12:00:00.000Z';

/** A menu as the API answers it (schema-checked), all flags off unless given. */
export function makeMenu(id: number, name: string, fields: Partial<Menu> = {}): Menu {
  return ZMenu.parse({
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
    ...fields,
  });
}

export function makeMenuSummary(
  id: number,
  name: string,
  fields: Partial<MenuSummary> = {},
): MenuSummary {
  return ZMenuSummary.parse({
    ...makeMenu(id, name, fields),
    section_count: 0,
    item_count: 0,
    ...fields,
  });
}

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

export function makeDeepMenu(menu: Menu, sections: SectionWithItems[] = []): DeepMenu {
  return ZDeepMenu.parse({ ...menu, sections, items: [] });
}

export function makeMenuGroup(id: number, name: string, menus: number[] = []): MenuGroup {
  return ZMenuGroup.parse({
    id,
    name,
    image: null,
    order: id,
    localization: {},
    menus,
    updated_at: UPDATED,
  });
}

export function makeSearchResult(
  fields: Partial<SearchResult> & Pick<SearchResult, 'type' | 'id' | 'name'>,
): SearchResult {
  return ZSearchResult.parse({
    localized_name: null,
    menu_id: 1,
    menu_name: 'Lunch',
    section_id: null,
    section_name: null,
    allow_sections: true,
    published: true,
    ...fields,
  });
}

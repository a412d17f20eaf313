import { z } from 'zod';
import type { Item } from '../catalogue/item-schemas.ts';
import { ZDeepMenu } from '../catalogue/menu-schemas.ts';
import { ZOptionGroup, type OptionGroup } from '../catalogue/option-schemas.ts';
import type { OrderableItem, OrderableMenu, OrderableOptionGroup } from './item-pricing.ts';
import { reachableSubGroups } from './option-sub-groups.ts';

/**
 * `GET /menus/get-published-menus-optimized` (spec part 1 §7): the location's published menus,
 * deep, each with the modifier groups its items link to. Staff and kiosk cannot read the
 * modifiers screen's `GET /options`, so the groups travel with the menus: an item's `options`
 * are ids into its menu's `option_groups`. Old answers without `option_groups` still parse.
 */
export const ZPublishedOptionGroup = ZOptionGroup.extend({ item_count: z.int().optional() });
export type PublishedOptionGroup = z.infer<typeof ZPublishedOptionGroup>;

export const ZPublishedMenu = ZDeepMenu.extend({
  option_groups: z.array(ZPublishedOptionGroup).default(() => []),
});
export type PublishedMenu = z.infer<typeof ZPublishedMenu>;

/** The answer as sent: the menus, or (large answers) gzip-compressed JSON in base64. */
export const ZPublishedMenusAnswer = z.union([
  z.array(ZPublishedMenu),
  z.object({ isBase64Encoded: z.literal(true), body: z.string() }),
]);

/** Every item of a menu, in its sections' order then the items outside sections. */
export function menuItems(menu: Pick<PublishedMenu, 'sections' | 'items'>): Item[] {
  return [...menu.sections.flatMap((section) => section.items), ...menu.items];
}

/** A modifier group as pricing reads it: a single-choice group takes one selection at most. */
export function orderableGroupOf(group: Omit<OptionGroup, 'item_count'>): OrderableOptionGroup {
  return {
    id: group.id,
    name: group.name,
    required: group.required,
    allow_multiple_selection: group.allow_multiple_selection,
    limit: group.allow_multiple_selection ? group.limit : 1,
    values: group.values.map((value) => ({
      id: value.id,
      name: value.name,
      price: value.price,
      max_quantity: value.max_quantity,
      tax_rate: value.tax_rate,
      sub_group_id: value.sub_group_id,
    })),
  };
}

export function orderableMenuOf(menu: PublishedMenu): OrderableMenu {
  return {
    id: menu.id,
    name: menu.name,
    published: menu.published,
    member_only: menu.member_only,
    availability: menu.availability,
    last_call_time: menu.last_call_time,
  };
}

/**
 * An item of a published menu as pricing and the cart rules read it: its linked groups in link
 * order (ids the menu does not carry are left out), the sub-groups their options open (the menu
 * carries them too) and its section's published state.
 */
export function orderableItemOf(item: Item, menu: PublishedMenu): OrderableItem {
  const groups = new Map(menu.option_groups.map((group) => [group.id, group]));
  const section = menu.sections.find((candidate) => candidate.id === item.section_id);
  const linked = item.options.flatMap((id) => {
    const group = groups.get(id);
    return group ? [orderableGroupOf(group)] : [];
  });
  const orderable = new Map(
    menu.option_groups.map((group) => [group.id, orderableGroupOf(group)] as const),
  );
  return {
    id: item.id,
    menu_id: item.menu_id,
    section_id: item.section_id,
    name: item.name,
    base_price: item.base_price,
    price_options: item.price_options,
    price_schedule: item.price_schedule,
    additional_prices: item.additional_prices,
    published: item.published,
    is_hidden: item.is_hidden,
    sold_out: item.sold_out,
    meal_package: item.meal_package,
    tax_rate: item.tax_rate,
    tax_rebate_eligibility: item.tax_rebate_eligibility,
    section_published: section ? section.published : null,
    option_groups: linked,
    sub_option_groups: reachableSubGroups(linked, orderable),
  };
}

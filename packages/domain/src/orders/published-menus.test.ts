import { describe, expect, it } from 'vitest';
import { ZOptionGroup } from '../catalogue/option-schemas.ts';
import { ZSectionWithItems } from '../catalogue/section-schemas.ts';
import { makeItem } from '../testing/catalogue-factories.ts';
import { ZPublishedMenu, menuItems, orderableItemOf } from './published-menus.ts';

const NOW = '2025-01-15T12:00:00.000Z';

function item(id: number, sectionId: number | null, options: number[] = []) {
  return makeItem(id, {
    section_id: sectionId,
    tax_rate: 'GST',
    price_options: [{ name: 'Large', price: 6 }],
    options,
  });
}

function group(id: number, multiple: boolean, limit: number | null) {
  return ZOptionGroup.parse({
    id,
    name: `Group ${id}`,
    type: 'addons',
    allow_multiple_selection: multiple,
    required: true,
    limit,
    description: null,
    custom_quantities: false,
    localization: {},
    sku: null,
    order: id,
    updated_at: NOW,
    item_count: 1,
    values: [
      {
        id: id * 10,
        option_group_id: id,
        name: 'Cheese',
        calories: null,
        product_id: null,
        sku: null,
        category: null,
        price: 0.5,
        tax_rate: null,
        promos: [],
        roll_up: false,
        order: 0,
        quantity: null,
        max_quantity: 3,
        default_selection: false,
        sub_group_id: null,
        localization: {},
      },
    ],
  });
}

function menu(optionGroups?: unknown[]) {
  return ZPublishedMenu.parse({
    id: 1,
    name: 'Lunch',
    description: null,
    image: null,
    slug: null,
    type: 'a-la-carte',
    price: null,
    dine_in: true,
    on_demand: true,
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
    order: 0,
    localization: {},
    menu_group_id: null,
    published: true,
    published_at: NOW,
    updated_at: NOW,
    availability: [],
    sections: [
      ZSectionWithItems.parse({
        id: 7,
        menu_id: 1,
        name: 'Mains',
        slug: null,
        description: null,
        price: null,
        order: 0,
        type: null,
        localization: {},
        published: false,
        published_at: null,
        updated_at: NOW,
        items: [item(2, 7, [5, 4, 99])],
      }),
    ],
    items: [item(3, null)],
    ...(optionGroups ? { option_groups: optionGroups } : {}),
  });
}

describe('ZPublishedMenu', () => {
  it('reads an answer without modifier groups as a menu without any', () => {
    expect(menu().option_groups).toEqual([]);
  });
});

describe('menuItems', () => {
  it('lists the sections’ items, then those outside sections', () => {
    expect(menuItems(menu()).map((entry) => entry.id)).toEqual([2, 3]);
  });
});

describe('orderableItemOf', () => {
  it('takes the linked groups in link order, a single choice counting as a limit of 1', () => {
    const published = menu([group(4, true, null), group(5, false, null)]);
    const orderable = orderableItemOf(published.sections[0]!.items[0]!, published);
    expect(orderable.option_groups.map((entry) => [entry.id, entry.limit])).toEqual([
      [5, 1],
      [4, null],
    ]);
    expect(orderable.option_groups[0]?.values).toEqual([
      { id: 50, name: 'Cheese', price: 0.5, max_quantity: 3, tax_rate: null, sub_group_id: null },
    ]);
    expect(orderable.section_published).toBe(false);
    expect(orderable.tax_rate).toBe('GST');
    expect(orderable.price_options).toEqual([{ name: 'Large', price: 6 }]);
  });

  it('carries the sub-groups the linked groups’ options open, at any depth', () => {
    const opening = (id: number, opens: number) => {
      const parsed = group(id, false, null);
      return { ...parsed, values: [{ ...parsed.values[0]!, sub_group_id: opens }] };
    };
    // 4 → 6 → 8 (linked 4), 9 opened by nothing the item offers.
    const published = menu([
      opening(4, 6),
      opening(6, 8),
      group(8, true, null),
      group(9, false, 1),
    ]);
    const orderable = orderableItemOf(item(3, null, [4]), published);
    expect(orderable.option_groups.map((entry) => entry.id)).toEqual([4]);
    expect(orderable.sub_option_groups?.map((entry) => entry.id)).toEqual([6, 8]);
  });

  it('keeps a multiple-choice group’s own limit and marks items outside sections', () => {
    const published = menu([group(4, true, 2)]);
    expect(orderableItemOf(item(3, null, [4]), published)).toMatchObject({
      section_published: null,
      option_groups: [{ id: 4, limit: 2, required: true, allow_multiple_selection: true }],
    });
  });
});

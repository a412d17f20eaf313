import { ZOptionGroup, type OptionGroup, type OptionValue } from '@app/domain';

let nextValueId = 1000;

/** An option as the API answers it. */
export function makeOptionValue(
  groupId: number,
  name: string,
  fields: Partial<OptionValue> = {},
): OptionValue {
  return {
    id: nextValueId++,
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
  };
}

/** A modifier group as `GET /api/options` answers it, checked against the domain schema. */
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
    updated_at: '2025-01-01T12:00:00.000Z',
    item_count: 0,
    ...rest,
    values: values.map((value, order) =>
      typeof value === 'string' ? makeOptionValue(id, value, { order }) : value,
    ),
  });
}

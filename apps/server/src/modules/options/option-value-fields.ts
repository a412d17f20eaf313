import type { ZUpdateOptionValueRequest } from '@app/domain';
import type { z } from 'zod';
import type { OptionValueRow } from '../../catalogue/option-groups.repository.ts';

/** The stored fields of an option that callers may set (everything but keys, order and dates). */
export type OptionValueFields = Pick<
  OptionValueRow,
  | 'name'
  | 'calories'
  | 'product_id'
  | 'sku'
  | 'category'
  | 'price'
  | 'tax_rate'
  | 'promos'
  | 'roll_up'
  | 'quantity'
  | 'max_quantity'
  | 'default_selection'
  | 'sub_group_id'
  | 'localization'
>;

/** An option as it should be after a save: its id when it exists already. */
export type DesiredOptionValue = OptionValueFields & { id?: number };

/** A value as sent by a caller: every field optional (the schemas' output). */
export type OptionValuePatch = z.output<typeof ZUpdateOptionValueRequest>;

const fieldNames = [
  'name',
  'calories',
  'product_id',
  'sku',
  'category',
  'price',
  'tax_rate',
  'promos',
  'roll_up',
  'quantity',
  'max_quantity',
  'default_selection',
  'sub_group_id',
  'localization',
] as const satisfies readonly (keyof OptionValueFields)[];

/** A new option's fields before the caller's: `max_quantity` 1 (spec part 1 §9), price 0. */
const newValueDefaults: Omit<OptionValueFields, 'name'> = {
  calories: null,
  product_id: null,
  sku: null,
  category: null,
  price: 0,
  tax_rate: null,
  promos: [],
  roll_up: false,
  quantity: null,
  max_quantity: 1,
  default_selection: false,
  sub_group_id: null,
  localization: {},
};

/** The editable fields of a stored option. */
export function storedFields(row: OptionValueRow): DesiredOptionValue {
  const fields = { id: row.id } as DesiredOptionValue;
  for (const name of fieldNames) (fields as Record<string, unknown>)[name] = row[name];
  return fields;
}

/** `base` with every field the caller sent (undefined = not sent, kept). */
export function applyValuePatch(
  base: DesiredOptionValue,
  patch: OptionValuePatch,
): DesiredOptionValue {
  const next: Record<string, unknown> = { ...base };
  for (const name of fieldNames) {
    const value = patch[name];
    // Empty text is stored as null, so "no SKU" has one spelling.
    if (value !== undefined) next[name] = value === '' ? null : value;
  }
  return next as DesiredOptionValue;
}

/** A new option from what the caller sent. */
export function newValue(patch: OptionValuePatch & { name: string }): DesiredOptionValue {
  return applyValuePatch({ ...newValueDefaults, name: patch.name }, patch);
}

/** Whether saving `desired` at `order` would change the stored row. */
export function valueChanged(row: OptionValueRow, desired: DesiredOptionValue, order: number) {
  if (row.order !== order) return true;
  return fieldNames.some(
    (name) => JSON.stringify(row[name]) !== JSON.stringify(desired[name] ?? null),
  );
}

/** Only the stored columns of `desired` (drops `id`). */
export function valueColumns(desired: DesiredOptionValue): OptionValueFields {
  const columns = {} as Record<string, unknown>;
  for (const name of fieldNames) columns[name] = desired[name];
  return columns as OptionValueFields;
}

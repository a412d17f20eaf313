import { z } from 'zod';
import { zOptionalText } from '../validation/zod-fields.ts';
import { optionGroupTypes } from './catalogue-constants.ts';
import {
  ZId,
  ZLocalization,
  ZLocalizationInput,
  zCatalogueName,
  zDescription,
  zPrice,
  zWholeNumber,
} from './catalogue-fields.ts';

const optionValueEditableFields = {
  name: zCatalogueName(),
  calories: zWholeNumber(null).optional(),
  /** Point-of-sale product id. */
  product_id: zOptionalText({ maxLength: 100 }).nullable().optional(),
  sku: zOptionalText({ maxLength: 100 }).nullable().optional(),
  category: zOptionalText({ maxLength: 100 }).nullable().optional(),
  price: zPrice(0).optional(),
  tax_rate: zOptionalText({ maxLength: 50 }).nullable().optional(),
  promos: z.array(z.unknown()).max(50).optional(),
  roll_up: z.boolean().optional(),
  /** Quantity chosen by default (with `default_selection`). */
  quantity: zWholeNumber(null).optional(),
  /** Most of this option one order line may take; default 1. */
  max_quantity: zWholeNumber(1).optional(),
  default_selection: z.boolean().optional(),
  /** A modifier group that opens when this option is chosen. */
  sub_group_id: ZId.nullable().optional(),
  localization: ZLocalizationInput.optional(),
};

/** One option as sent inside a group or to `POST /options/{id}/values/bulk`; `id` updates it. */
export const ZOptionValueInput = z.object({ id: ZId.optional(), ...optionValueEditableFields });
export type OptionValueInput = z.infer<typeof ZOptionValueInput>;

/** `PUT /options/{id}/values/{valueId}`. */
export const ZUpdateOptionValueRequest = z.object({
  ...optionValueEditableFields,
  name: zCatalogueName().optional(),
});

/** `POST /options/{id}/values/bulk`: adds (no id) or updates (id) these options. */
export const ZBulkOptionValuesRequest = z.array(ZOptionValueInput).min(1).max(500);

const optionGroupEditableFields = {
  /** The prompt shown to the guest ("Choose a side"). */
  name: zCatalogueName(),
  type: z.enum(optionGroupTypes).optional(),
  allow_multiple_selection: z.boolean().optional(),
  required: z.boolean().optional(),
  /** Selection maximum; null = no limit. */
  limit: zWholeNumber(null).optional(),
  description: zDescription().optional(),
  custom_quantities: z.boolean().optional(),
  localization: ZLocalizationInput.optional(),
  sku: zOptionalText({ maxLength: 100 }).nullable().optional(),
};

/**
 * `POST /options`: a group with its options, created in one transaction (spec part 1 §4: if the
 * options fail, no group is left behind).
 */
export const ZCreateOptionGroupRequest = z.object({
  ...optionGroupEditableFields,
  values: z.array(ZOptionValueInput).max(500).optional(),
});
export type CreateOptionGroupRequest = z.infer<typeof ZCreateOptionGroupRequest>;

/**
 * `PUT /options/{id}`: the fields sent change; `values`, when sent, is the whole list (options
 * missing from it are deleted). `force_publish` is accepted as the client sends it.
 */
export const ZUpdateOptionGroupRequest = z.object({
  ...optionGroupEditableFields,
  name: zCatalogueName().optional(),
  values: z.array(ZOptionValueInput).max(500).optional(),
  force_publish: z.boolean().optional(),
});
export type UpdateOptionGroupRequest = z.infer<typeof ZUpdateOptionGroupRequest>;

export const ZOptionValue = z.object({
  id: ZId,
  option_group_id: ZId,
  name: z.string(),
  calories: z.int().nullable(),
  product_id: z.string().nullable(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  price: z.number(),
  tax_rate: z.string().nullable(),
  promos: z.array(z.unknown()),
  roll_up: z.boolean(),
  order: z.int(),
  quantity: z.int().nullable(),
  max_quantity: z.int(),
  default_selection: z.boolean(),
  sub_group_id: ZId.nullable(),
  localization: ZLocalization,
});
export type OptionValue = z.infer<typeof ZOptionValue>;

export const ZOptionGroup = z.object({
  id: ZId,
  name: z.string(),
  type: z.enum(optionGroupTypes),
  allow_multiple_selection: z.boolean(),
  required: z.boolean(),
  limit: z.int().nullable(),
  description: z.string().nullable(),
  custom_quantities: z.boolean(),
  localization: ZLocalization,
  sku: z.string().nullable(),
  order: z.int(),
  updated_at: z.string(),
  values: z.array(ZOptionValue),
  /** How many items offer this group. */
  item_count: z.int(),
});
export type OptionGroup = z.infer<typeof ZOptionGroup>;

/** `GET /options?type=`: one type, or every group when omitted. */
export const ZOptionGroupsQuery = z.object({ type: z.enum(optionGroupTypes).optional() });

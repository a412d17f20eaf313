import {
  fitOptionsToLimit,
  sanitizeRichText,
  ZCreateOptionGroupRequest,
  type CreateOptionGroupRequest,
  type OptionGroup,
  type OptionGroupType,
  type OptionValue,
} from '@app/domain';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanLocalization } from '#shared/catalogue/content-languages.ts';
import type { ValidationErrorMap } from '#shared/forms/use-localized-form.ts';

type LocalizationForm = Record<string, Record<string, string>>;

/** One row of the options table. Numbers are kept as typed (text or number) until saved. */
export interface OptionRowValues {
  /** Set for an option that exists already (it is updated, not re-created). */
  id?: number;
  name: string;
  calories: number | string;
  price: number | string;
  sku: string;
  default_selection: boolean;
  /** Quantity chosen by default; only changed here by the selection maximum. */
  quantity: number | null;
  max_quantity: number | string;
  localization: LocalizationForm;
  // Fields the editor does not show, sent back as loaded so that saving keeps them.
  product_id?: string | null;
  category?: string | null;
  tax_rate?: string | null;
  promos?: unknown[];
  roll_up?: boolean;
  sub_group_id?: number | null;
}

export interface OptionGroupFormValues {
  name: string;
  type: OptionGroupType;
  allow_multiple_selection: boolean;
  required: boolean;
  /** Selection maximum; empty = no limit. */
  limit: number | string;
  description: string;
  custom_quantities: boolean;
  sku: string;
  localization: LocalizationForm;
  values: OptionRowValues[];
}

function textOnly(localization: OptionGroup['localization']): LocalizationForm {
  const form: LocalizationForm = {};
  for (const [language, fields] of Object.entries(localization)) {
    form[language] = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, text ?? '']),
    );
  }
  return form;
}

export function emptyOptionRow(): OptionRowValues {
  return {
    name: '',
    calories: '',
    price: '',
    sku: '',
    default_selection: false,
    quantity: null,
    max_quantity: 1,
    localization: {},
  };
}

function optionToRow(value: OptionValue): OptionRowValues {
  return {
    id: value.id,
    name: value.name,
    calories: value.calories ?? '',
    price: value.price,
    sku: value.sku ?? '',
    default_selection: value.default_selection,
    quantity: value.quantity,
    max_quantity: value.max_quantity,
    localization: textOnly(value.localization),
    product_id: value.product_id,
    category: value.category,
    tax_rate: value.tax_rate,
    promos: value.promos,
    roll_up: value.roll_up,
    sub_group_id: value.sub_group_id,
  };
}

/**
 * The editor's starting values: the group as loaded, or a new group of `type` with one option.
 * The secondary language's texts start as empty text (never missing), as the fields show them.
 */
export function optionGroupToForm(
  group: OptionGroup | undefined,
  type: OptionGroupType,
  secondary: string,
): OptionGroupFormValues {
  const form = groupValues(group, type);
  form.localization = {
    ...form.localization,
    [secondary]: { name: '', description: '', ...form.localization[secondary] },
  };
  return form;
}

function groupValues(group: OptionGroup | undefined, type: OptionGroupType): OptionGroupFormValues {
  if (!group) {
    return {
      name: '',
      type,
      allow_multiple_selection: false,
      required: false,
      limit: '',
      description: '',
      custom_quantities: false,
      sku: '',
      localization: {},
      values: [emptyOptionRow()],
    };
  }
  return {
    name: group.name,
    type: group.type,
    allow_multiple_selection: group.allow_multiple_selection,
    required: group.required,
    limit: group.limit ?? '',
    description: group.description ?? '',
    custom_quantities: group.custom_quantities,
    sku: group.sku ?? '',
    localization: textOnly(group.localization),
    values: group.values.map(optionToRow),
  };
}

/**
 * Validation of the editor by the same schema the server applies to `POST /options`, with the
 * messages in the interface language (required name, numbers…). Its output is the request.
 */
export function optionGroupResolver(
  error: ValidationErrorMap,
): Resolver<OptionGroupFormValues, unknown, CreateOptionGroupRequest> {
  // The form keeps numbers as typed; the schema reads text or numbers alike, so the form's
  // values are a valid input even though their static type is narrower than the schema's.
  return zodResolver(ZCreateOptionGroupRequest, { error }) as unknown as Resolver<
    OptionGroupFormValues,
    unknown,
    CreateOptionGroupRequest
  >;
}

/** The limit as a number (null = none) the way the schema reads it. */
export function readLimit(limit: number | string): number | null {
  if (typeof limit === 'number')
    return Number.isFinite(limit) ? Math.max(0, Math.round(limit)) : null;
  const trimmed = limit.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

/**
 * The request to send: empty translations dropped, rich text sanitised, and the options fitted
 * to the selection maximum (the server applies the same rule; fitting here means what is saved
 * is what the user saw).
 */
export function toOptionGroupRequest(parsed: CreateOptionGroupRequest): CreateOptionGroupRequest {
  const values = fitOptionsToLimit(parsed.values ?? [], {
    limit: parsed.limit ?? null,
    allow_multiple_selection: parsed.allow_multiple_selection ?? false,
  }).map((value) => ({ ...value, localization: cleanLocalization(value.localization) }));
  return {
    ...parsed,
    description: sanitizeRichText(parsed.description) || null,
    sku: parsed.sku || null,
    localization: cleanLocalization(parsed.localization),
    values,
  };
}

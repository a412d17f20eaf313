import { z } from 'zod';
import { validationIssue } from '../validation/validation-messages.ts';
import { zInt32 } from '../validation/zod-fields.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';

/** Most custom checkout questions a location may have (spec part 2 §9). */
export const MAX_CUSTOM_QUESTIONS = 15;

export const ZContactFieldConfig = z.object({ required: z.boolean(), hide: z.boolean() });
export type ContactFieldConfig = z.infer<typeof ZContactFieldConfig>;

/** Contact fields of an order are required and visible unless the location says otherwise. */
const contactField = () => ({ required: true, hide: false });

export const ZContactFieldsConfig = z.object({
  name: ZContactFieldConfig.default(contactField),
  email: ZContactFieldConfig.default(contactField),
  phone_number: ZContactFieldConfig.default(contactField),
});
export type ContactFieldsConfig = z.infer<typeof ZContactFieldsConfig>;

/**
 * Order-manager settings of a location. Every switch is off until the location turns it on;
 * a stored config missing a field reads as that field's default.
 */
export const ZMenuManagerConfig = z.object({
  allow_order_manager_sound: z.boolean().default(false),
  allow_bulk_complete: z.boolean().default(false),
  allow_bulk_cancel: z.boolean().default(false),
  csv_import: z.boolean().default(false),
  contact_fields_config: ZContactFieldsConfig.default(() => ZContactFieldsConfig.parse({})),
  reporting_categories: z.array(z.string()).default(() => []),
});
export type MenuManagerConfig = z.infer<typeof ZMenuManagerConfig>;

/** The contact fields that are both required and hidden: a guest could never fill them in. */
export function requiredHiddenContactFields(
  config: ContactFieldsConfig,
): Array<keyof ContactFieldsConfig> {
  return (Object.keys(config) as Array<keyof ContactFieldsConfig>).filter(
    (field) => config[field].required && config[field].hide,
  );
}

/**
 * The order-manager settings as a location update sends them: a contact field cannot be both
 * required and hidden (said on its `hide` switch). Stored configs are read without this rule.
 */
export const ZMenuManagerConfigUpdate = ZMenuManagerConfig.superRefine((config, ctx) => {
  for (const field of requiredHiddenContactFields(config.contact_fields_config)) {
    addValidationIssue(ctx, validationIssue('requiredAndHidden'), [
      'contact_fields_config',
      field,
      'hide',
    ]);
  }
});

/** Menu display settings; the spec names the fields but not their content. */
export const ZMenuConfiguration = z.object({
  zone: z.string().nullable().default(null),
  membership_customization: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type MenuConfiguration = z.infer<typeof ZMenuConfiguration>;

/** A custom checkout question; its fields are settled with the settings screens. */
export const ZCustomQuestion = z.record(z.string(), z.unknown());

export const ZOrderOptionsLocalization = z.object({
  fr: z.object({ orders_paused_message: z.string().nullable().optional() }).optional(),
});

/** Ordering options of a location: no cart limits and no pause message until set. */
export const ZOrderOptions = z.object({
  custom_questions: z
    .array(ZCustomQuestion)
    .max(MAX_CUSTOM_QUESTIONS)
    .default(() => []),
  /** Most items in one cart; `null` means no limit. */
  max_items_per_cart: zInt32().positive().nullable().default(null),
  /** Most meals in one cart; `null` means no limit. */
  max_meals_per_cart: zInt32().positive().nullable().default(null),
  /** Message shown in the primary language (English) while orders are paused. */
  orders_paused_message: z.string().nullable().default(null),
  /** The same in French: `{ fr: { orders_paused_message } }`. */
  localization: ZOrderOptionsLocalization.default(() => ({})),
});
export type OrderOptions = z.infer<typeof ZOrderOptions>;

/** Defaults of a new location, and of every field a stored config lacks. */
export const defaultMenuManagerConfig: MenuManagerConfig = ZMenuManagerConfig.parse({});
export const defaultMenuConfiguration: MenuConfiguration = ZMenuConfiguration.parse({});
export const defaultOrderOptions: OrderOptions = ZOrderOptions.parse({});

import { sanitizeRichText, type CreateOptionGroupRequest, type Localization } from '@app/domain';
import type { OptionGroupPatch } from '../../catalogue/option-groups.repository.ts';

type GroupFieldsInput = Partial<Omit<CreateOptionGroupRequest, 'values'>>;

/**
 * The group columns a create or update request sets: only the fields sent. The description is
 * rich text, cleaned before it is stored (only b, i, em, strong, p, br survive); empty text is
 * stored as null.
 */
export function optionGroupPatch(input: GroupFieldsInput): OptionGroupPatch {
  const patch: OptionGroupPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.type !== undefined) patch.type = input.type;
  if (input.allow_multiple_selection !== undefined)
    patch.allow_multiple_selection = input.allow_multiple_selection;
  if (input.required !== undefined) patch.required = input.required;
  if (input.limit !== undefined) patch.limit = input.limit;
  if (input.description !== undefined)
    patch.description = sanitizeRichText(input.description) || null;
  if (input.custom_quantities !== undefined) patch.custom_quantities = input.custom_quantities;
  if (input.localization !== undefined) patch.localization = cleanLocalization(input.localization);
  if (input.sku !== undefined) patch.sku = input.sku || null;
  return patch;
}

/** Per-language text with each language's description cleaned like the primary one. */
function cleanLocalization(localization: Localization): Localization {
  const cleaned: Localization = {};
  for (const [language, texts] of Object.entries(localization)) {
    cleaned[language] =
      typeof texts.description === 'string'
        ? { ...texts, description: sanitizeRichText(texts.description) || null }
        : texts;
  }
  return cleaned;
}

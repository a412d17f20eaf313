import { sanitizeRichText, type Localization } from '@app/domain';

/**
 * A rich-text description as it is stored: only the tags of spec part 1 §5 survive. `undefined`
 * (not sent) and `null` (cleared) pass through unchanged.
 */
export function cleanDescription<T extends string | null | undefined>(description: T): T {
  if (typeof description !== 'string') return description;
  return sanitizeRichText(description) as T;
}

/** Per-language text with each language's `description` cleaned like the primary one. */
export function cleanLocalization<T extends Localization | undefined>(localization: T): T {
  if (!localization) return localization;
  const cleaned: Localization = {};
  for (const [language, texts] of Object.entries(localization)) {
    cleaned[language] =
      'description' in texts
        ? { ...texts, description: cleanDescription(texts.description) }
        : texts;
  }
  return cleaned as T;
}

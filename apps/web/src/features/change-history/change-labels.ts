import {
  changeHistoryEntities,
  formatDateTime,
  type ChangeHistoryEntry,
  type Locale,
} from '@app/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '#i18n/translation-key.ts';

const knownEntities: readonly string[] = changeHistoryEntities;

/** The entity kind in the interface language; an unknown kind is shown as recorded. */
export function entityLabel(t: TFunction, entity: string): string {
  return knownEntities.includes(entity)
    ? t(`changeHistory.entities.${entity}` as TranslationKey)
    : entity;
}

/** "Name (email)", the email alone, or "System" for changes made by no one signed in. */
export function whoLabel(t: TFunction, entry: ChangeHistoryEntry): string {
  if (!entry.user) return t('changeHistory.system');
  return entry.user.name ? `${entry.user.name} (${entry.user.email})` : entry.user.email;
}

/** The instant in the location's time zone, in the product's date format. */
export function whenLabel(instant: string, locale: Locale, timeZone: string): string {
  return formatDateTime(instant, locale, timeZone);
}

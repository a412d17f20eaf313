import {
  formatDateTime,
  formatMoney,
  toCents,
  type DocumentChange,
  type Locale,
} from '@app/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '#i18n/translation-key.ts';

/** Fields whose values are instants, and those that are amounts. */
const INSTANTS = new Set(['start', 'end', 'pre_order_lock', 'service']);
const AMOUNTS = new Set(['total', 'balance']);

interface Reader {
  t: TFunction;
  locale: Locale;
  timeZone: string;
}

/** A value as the change shows it: an instant or an amount in the reader's format. */
function valueText(change: DocumentChange, value: DocumentChange['from'], reader: Reader): string {
  const { t, locale, timeZone } = reader;
  if (value === null) {
    return AMOUNTS.has(change.field ?? '') && change.subject === 'pricing'
      ? t('eventDocuments.changed.private')
      : t('eventDocuments.changed.empty');
  }
  if (INSTANTS.has(change.field ?? '') && typeof value === 'string') {
    return formatDateTime(value, locale, timeZone);
  }
  if (AMOUNTS.has(change.field ?? '') && typeof value === 'number') {
    return formatMoney(toCents(value), locale);
  }
  return String(value);
}

const fieldLabel = (t: TFunction, field: string) =>
  t(`eventDocuments.changed.fields.${field}` as TranslationKey);

/** What the change is about: an item or equipment (in its suite), or a field. */
function subjectText(change: DocumentChange, t: TFunction): string {
  if (change.name !== null) {
    const name = change.suite
      ? t('eventDocuments.changed.inSuite', { suite: change.suite, name: change.name })
      : change.name;
    return change.field && change.field !== 'quantity'
      ? `${name} (${fieldLabel(t, change.field)})`
      : name;
  }
  const field = change.field ? fieldLabel(t, change.field) : '';
  return change.suite
    ? t('eventDocuments.changed.inSuite', { suite: change.suite, name: field })
    : field;
}

/**
 * One change as a sentence of the banner: "Nacho tray: 2 → 3", "Suite 102 – Wings: added (6)",
 * "Guaranteed guests: 12 → 14", "Service time added: 2026/12/05 19:30".
 */
export function changeText(change: DocumentChange, reader: Reader): string {
  const { t } = reader;
  if (change.field === 'document') return t('eventDocuments.changed.unreadable');
  const from = valueText(change, change.from, reader);
  const to = valueText(change, change.to, reader);
  if (change.field === 'service') {
    return change.change === 'added'
      ? t('eventDocuments.changed.serviceAdded', { to })
      : t('eventDocuments.changed.serviceRemoved', { from });
  }
  const what = subjectText(change, t);
  if (change.change === 'added') return t('eventDocuments.changed.added', { what, to });
  if (change.change === 'removed') return t('eventDocuments.changed.removed', { what, from });
  return t('eventDocuments.changed.changedFromTo', { what, from, to });
}

import {
  allergenLabel,
  dayOfWeekName,
  dietLabel,
  formatDateTime,
  formatMoney,
  isDayOfWeek,
  plainTextOfRichText,
  toCents,
  type Allergen,
  type Diet,
  type Locale,
  formatCalendarDate,
} from '@app/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '#i18n/translation-key.ts';
import { entityLabel } from './change-labels.ts';
import { hoursRangeText } from '#shared/catalogue/hours-range.ts';

/** Fields holding an amount of money, in dollars, wherever they are in an entity. */
const MONEY_FIELDS = new Set([
  'amount',
  'base_price',
  'credits',
  'hstRebate',
  'orderPrice',
  'price',
  'subtotal',
  'subtotalDiscounted',
  'taxes',
  'tip',
  'total',
  'totalWithTip',
]);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;
const LANGUAGES = ['en', 'fr'] as const;
/** Fields whose values are codes the interface already names (`guest_only` → "Guests only"). */
const NAMED_CODES: Record<string, string> = {
  'menu.access_level': 'menus.accessLevels',
  'menu.type': 'menus.types',
  'order.type': 'orders.types',
};

export interface ChangeContext {
  t: TFunction;
  /** The kind of object changed (`menu`, `order`…). */
  entity: string;
  /** The interface language: labels, money, numbers and date format. */
  locale: Locale;
  /** The location's time zone: instants are shown as its clock read them. */
  timeZone: string;
}

function fieldLabel(t: TFunction, field: string): string {
  return t(`changeHistory.fields.${field}` as TranslationKey, { defaultValue: field });
}

/**
 * The label of a changed value in the interface language: its field's, or its fields' from the
 * entity down ("Pickup › Due time"); a translation says its language ("Name (French)"); a list
 * recorded as the whole entity (availability) is named by the entity.
 */
export function changeLabel(t: TFunction, entity: string, path: readonly string[]): string {
  if (path.length === 0) return entityLabel(t, entity);
  // An order's fields are under `data`, which says nothing to a reader.
  const fields = entity === 'order' && path[0] === 'data' && path.length > 1 ? path.slice(1) : path;
  const at = fields.indexOf('localization');
  const language = fields[at + 1];
  if (at >= 0 && LANGUAGES.some((known) => known === language) && fields.length > at + 2) {
    return t('changeHistory.inLanguage', {
      field: changeLabel(t, entity, [...fields.slice(0, at), ...fields.slice(at + 2)]),
      language: t(`catalogue.languageShort.${language as 'en' | 'fr'}`),
    });
  }
  return fields.map((field) => fieldLabel(t, field)).join(' › ');
}

function isDayInterval(
  value: unknown,
): value is { day_of_week: number; start_time: string; end_time: string } {
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    isDayOfWeek(entry.day_of_week) &&
    typeof entry.start_time === 'string' &&
    typeof entry.end_time === 'string'
  );
}

function listText(field: string | undefined, list: unknown[], ctx: ChangeContext): string {
  const { t, locale } = ctx;
  if (list.every(isDayInterval)) {
    return [...list]
      .sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time))
      .map((entry) => {
        const day = isDayOfWeek(entry.day_of_week)
          ? dayOfWeekName(entry.day_of_week, locale, 'short')
          : '';
        return `${day} ${hoursRangeText(t, entry.start_time, entry.end_time)}`;
      })
      .join(', ');
  }
  if (field === 'allergens')
    return list.map((tag) => allergenLabel(tag as Allergen, locale)).join(', ');
  if (field === 'diets') return list.map((tag) => dietLabel(tag as Diet, locale)).join(', ');
  if (list.every((entry) => typeof entry === 'string' || typeof entry === 'number')) {
    return list.join(', ');
  }
  const named = list.map((entry) => entry as { name?: unknown; quantity?: unknown });
  if (named.every((entry) => typeof entry.name === 'string')) {
    return named
      .map((entry) =>
        typeof entry.quantity === 'number' && entry.quantity !== 1
          ? `${entry.quantity} × ${String(entry.name)}`
          : String(entry.name),
      )
      .join(', ');
  }
  return t('changeHistory.values.entries', { count: list.length });
}

function textOf(field: string | undefined, value: string, ctx: ChangeContext): string {
  const codes = NAMED_CODES[`${ctx.entity}.${field}`];
  if (codes) return ctx.t(`${codes}.${value}` as TranslationKey, { defaultValue: value });
  if (INSTANT.test(value)) return formatDateTime(value, ctx.locale, ctx.timeZone);
  if (CALENDAR_DATE.test(value)) return formatCalendarDate(value, ctx.locale);
  if (TIME_OF_DAY.test(value)) return value.slice(0, 5);
  if (field === 'description' || value.startsWith('<')) return plainTextOfRichText(value);
  return value;
}

/**
 * A recorded value as a person reads it, never as JSON: money in CAD, instants on the location's
 * clock and dates in the product's format (`yyyy/MM/dd`, `dd/MM/yyyy`, 24-hour times), yes/no,
 * tags by their names, opening hours by day, lists by their entries' names.
 */
export function changeValueText(
  path: readonly string[],
  value: unknown,
  ctx: ChangeContext,
): string {
  const { t, locale } = ctx;
  const field = path.at(-1);
  if (value === undefined || value === null || value === '') return t('changeHistory.values.none');
  if (typeof value === 'boolean')
    return t(value ? 'changeHistory.values.yes' : 'changeHistory.values.no');
  if (typeof value === 'number') {
    if (field && MONEY_FIELDS.has(field) && Number.isFinite(value)) {
      return formatMoney(toCents(value), locale);
    }
    return new Intl.NumberFormat(locale).format(value);
  }
  if (typeof value === 'string') return textOf(field, value, ctx);
  if (Array.isArray(value)) {
    return value.length === 0 ? t('changeHistory.values.none') : listText(field, value, ctx);
  }
  return t('changeHistory.values.entries', { count: Object.keys(value).length });
}

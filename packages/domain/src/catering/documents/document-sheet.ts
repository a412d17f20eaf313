import { formatDate, formatDateTime, formatTime } from '../../dates/date-format.ts';
import type { Locale } from '../../i18n/locale.ts';
import { safeFileNamePart } from '../../catalogue/menu-export/menu-export.ts';
import type { DocumentEvent } from './document-schemas.ts';
import { documentTexts } from './document-texts.ts';

/**
 * The exported documents as rows of cells (issue 15 item 7): the server writes them with exceljs
 * as they are, making every text cell safe (`spreadsheetText`). A document is read down the
 * page, not filtered as a table, so rows carry a style (a title, a heading, a table's header,
 * a line of labels and values) rather than one header per sheet.
 */

/** Text, a whole number, an amount in dollars (formatted as currency), or an empty cell. */
export type DocumentCell = string | number | { money: number } | null;

export type DocumentRowStyle = 'title' | 'heading' | 'header' | 'plain' | 'strong' | 'signature';

export interface DocumentRow {
  style: DocumentRowStyle;
  cells: DocumentCell[];
}

export interface DocumentSheet {
  name: string;
  /** Column widths in characters. */
  widths: number[];
  rows: DocumentRow[];
}

export const row = (style: DocumentRowStyle, ...cells: DocumentCell[]): DocumentRow => ({
  style,
  cells,
});

/** An amount, or the word for a withheld one. */
export function moneyCell(amount: number | null, locale: Locale): DocumentCell {
  return amount === null ? documentTexts[locale].private : { money: amount };
}

/** A blank line between two parts. */
export const gap = (): DocumentRow => row('plain');

/** The event's head: title, date and times in the location's zone, its type. */
export function eventRows(event: DocumentEvent, locale: Locale): DocumentRow[] {
  const texts = documentTexts[locale];
  const zone = event.time_zone;
  const times = [event.start, ...(event.end ? [event.end] : [])]
    .map((instant) => formatTime(instant, zone))
    .join(' – ');
  return [
    row('plain', texts.event, event.title),
    row('plain', texts.date, formatDate(event.start, locale, zone)),
    row('plain', texts.time, times),
    ...(event.event_type ? [row('plain', texts.eventType, event.event_type)] : []),
  ];
}

/** An instant as the documents show it: `2026/12/05 19:00`, `05/12/2026 19:00`. */
export function instantText(instant: string, event: DocumentEvent, locale: Locale): string {
  return formatDateTime(instant, locale, event.time_zone);
}

function documentFileName(prefix: string, event: DocumentEvent): string {
  const name = safeFileNamePart(event.title);
  return name ? `${prefix}-${name}-${event.date}.xlsx` : `${prefix}-${event.date}.xlsx`;
}

/**
 * `BEO-{eventName}-{eventDate}.xlsx` (spec part 2 §9): the event's title made safe for a file
 * name, and its day in the location's time zone.
 */
export function beoFileName(event: DocumentEvent): string {
  return documentFileName('BEO', event);
}

/** `ProdSheet-{eventName}-{eventDate}.xlsx` (spec part 2 §9). */
export function productionSheetFileName(event: DocumentEvent): string {
  return documentFileName('ProdSheet', event);
}

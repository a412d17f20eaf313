import type { Locale } from '../../i18n/locale.ts';
import { modifiersText } from './document-inputs.ts';
import { eventRows, gap, row, type DocumentRow, type DocumentSheet } from './document-sheet.ts';
import type { ProductionItem, ProductionSheet, ProductionStation } from './document-schemas.ts';
import { documentTexts } from './document-texts.ts';

/**
 * The production sheet as a workbook: the event, its guests and every suite's dietary notes
 * first (above the detail, as printed), then one table per station — an item's first row holds
 * its recipe number, total and modifiers, each of its rows one suite's quantity, guests (items
 * sold per guest) and instructions — and a second sheet of the suites.
 */

const WIDTHS = [30, 12, 8, 30, 20, 8, 8, 36];

function itemRows(item: ProductionItem, locale: Locale): DocumentRow[] {
  const texts = documentTexts[locale];
  const name = [
    item.name,
    item.price_option ? ` (${item.price_option})` : '',
    item.per_guest ? ` – ${texts.perGuest}` : '',
  ].join('');
  const head = [name, item.recipe_number ?? '', item.quantity, modifiersText(item.modifiers)];
  return item.suites.map((share, index) =>
    row(
      'plain',
      ...(index === 0 ? head : ['', '', null, '']),
      share.suite ?? texts.noSuite,
      share.quantity,
      share.guaranteed_guest_count,
      share.special_instructions
        .map((instruction) => `${instruction.text} (${instruction.quantity})`)
        .join('; '),
    ),
  );
}

function stationRows(station: ProductionStation, locale: Locale): DocumentRow[] {
  const texts = documentTexts[locale];
  return [
    row('heading', `${texts.station}${texts.colon}${station.name ?? texts.noStation}`),
    row(
      'header',
      texts.item,
      texts.recipeNumber,
      texts.total,
      texts.modifiers,
      texts.suite,
      texts.quantity,
      texts.guests,
      texts.instructions,
    ),
    ...station.items.flatMap((item) => itemRows(item, locale)),
    gap(),
  ];
}

/** The production sheet workbook's sheets, in the caller's language. */
export function productionSheetSheets(sheet: ProductionSheet, locale: Locale): DocumentSheet[] {
  const texts = documentTexts[locale];
  const rows: DocumentRow[] = [
    row('title', texts.productionTitle),
    ...eventRows(sheet.event, locale),
    row('plain', texts.projectedAttendance, sheet.guests.projected_attendance),
    row('plain', texts.guaranteedTotal, sheet.guests.guaranteed_total),
    gap(),
    row('heading', texts.dietaryTitle),
    ...sheet.dietary.flatMap((entry) => {
      // Each note on a line of its own, running on into the empty cells to its right.
      const notes: [string, string | null][] = [
        [texts.dietaryRestrictions, entry.dietary_restrictions],
        [texts.specialRequirements, entry.special_requirements],
        [texts.preOrderNotes, entry.pre_order_additional_notes],
      ];
      return notes
        .filter((note): note is [string, string] => note[1] !== null)
        .map(([label, text], index) =>
          row('plain', index === 0 ? entry.suite : '', `${label}${texts.colon}${text}`),
        );
    }),
    gap(),
    ...sheet.stations.flatMap((station) => stationRows(station, locale)),
  ];
  const suites: DocumentRow[] = [
    row('header', texts.suite, texts.guaranteedGuests, texts.orders),
    ...sheet.suites.map((suite) =>
      row('plain', suite.name, suite.guaranteed_guest_count, suite.orders),
    ),
  ];
  return [
    { name: texts.productionSheet, widths: WIDTHS, rows },
    { name: texts.suitesSheet, widths: [24, 18, 10], rows: suites },
  ];
}

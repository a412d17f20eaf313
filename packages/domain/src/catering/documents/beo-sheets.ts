import { formatTime } from '../../dates/date-format.ts';
import type { Locale } from '../../i18n/locale.ts';
import { modifiersText } from './document-inputs.ts';
import {
  eventRows,
  gap,
  instantText,
  moneyCell,
  row,
  type DocumentRow,
  type DocumentSheet,
} from './document-sheet.ts';
import type { Beo, BeoLine, BeoPricingLine } from './document-schemas.ts';
import { documentTexts, taxLineText, type DocumentTexts } from './document-texts.ts';

/**
 * The BEO as one sheet, read from top to bottom as the printed page: the event and suite,
 * contacts, timeline, guests, the items in service order (a table), notes, equipment, pricing,
 * deposit and balance, and lines to sign. Columns: a label, then the items table's six.
 */

const WIDTHS = [26, 30, 7, 30, 32, 17, 13];

function contactRows(beo: Beo, texts: DocumentTexts): DocumentRow[] {
  const { owner, event } = beo;
  const named = (label: string, value: string | null | undefined) =>
    value ? [row('plain', label, value)] : [];
  return [
    row('heading', texts.contacts),
    ...named(texts.suiteOwner, owner?.name),
    ...named(texts.company, owner?.company),
    ...named(texts.phone, owner?.phone),
    ...named(texts.email, owner?.email),
    ...named(texts.eventManager, event.manager.name),
    ...named(texts.phone, event.manager.phone),
    ...named(texts.email, event.manager.email),
  ];
}

function lineRow(line: BeoLine, section: string, beo: Beo, locale: Locale): DocumentRow {
  const texts = documentTexts[locale];
  const guests = beo.guests.guaranteed_guest_count;
  const name = [
    line.name,
    line.price_option ? ` (${line.price_option})` : '',
    line.per_guest ? ` – ${texts.perGuest}${guests === null ? '' : ` × ${guests}`}` : '',
  ].join('');
  return row(
    'plain',
    section,
    name,
    line.quantity,
    modifiersText(line.modifiers),
    line.special_instructions ?? '',
    line.serve_at ? formatTime(line.serve_at, beo.event.time_zone) : '',
    { money: line.amount },
  );
}

function itemRows(beo: Beo, locale: Locale): DocumentRow[] {
  const texts = documentTexts[locale];
  return [
    row('heading', texts.itemsTitle),
    row(
      'header',
      texts.section,
      texts.item,
      texts.quantity,
      texts.modifiers,
      texts.instructions,
      texts.servedAt,
      texts.amount,
    ),
    ...beo.sections.flatMap((section) =>
      section.lines.map((line) => lineRow(line, section.name ?? texts.noSection, beo, locale)),
    ),
  ];
}

function noteRows(beo: Beo, texts: DocumentTexts): DocumentRow[] {
  const notes: [string, string | null][] = [
    [texts.dietaryRestrictions, beo.notes.dietary_restrictions],
    [texts.specialRequirements, beo.notes.special_requirements],
    [texts.preOrderNotes, beo.notes.pre_order_additional_notes],
    [texts.orderNotes, beo.notes.order_notes.join('\n') || null],
  ];
  return [
    row('heading', texts.notesTitle),
    ...notes.flatMap(([label, text]) => (text ? [row('plain', label, text)] : [])),
  ];
}

/** A pricing line's name: taxes by code, the service charge by the location's own name. */
function pricingLineText(line: BeoPricingLine, locale: Locale): string {
  const texts = documentTexts[locale];
  if (line.kind === 'tax') return taxLineText(line, locale);
  if (line.kind === 'service_charge') return line.label ?? texts.pricing.service_charge;
  const name = texts.pricing[line.kind];
  return line.label && line.kind !== 'total' ? `${name} (${line.label})` : name;
}

function moneyRows(beo: Beo, locale: Locale): DocumentRow[] {
  const texts = documentTexts[locale];
  const { payments } = beo;
  return [
    row('heading', texts.pricingTitle),
    ...beo.pricing.lines.map((line) =>
      row(
        line.kind === 'total' ? 'strong' : 'plain',
        pricingLineText(line, locale),
        moneyCell(line.amount, locale),
      ),
    ),
    gap(),
    row('heading', texts.paymentsTitle),
    row('plain', texts.paid, moneyCell(payments.paid, locale)),
    row('plain', texts.depositRequested, moneyCell(payments.deposit_requested, locale)),
    row('plain', texts.refunded, moneyCell(payments.refunded, locale)),
    row('strong', texts.balance, moneyCell(payments.balance, locale)),
  ];
}

/** The BEO workbook's sheets, in the caller's language. */
export function beoSheets(beo: Beo, locale: Locale): DocumentSheet[] {
  const texts = documentTexts[locale];
  const { guests } = beo;
  const rows: DocumentRow[] = [
    row('title', `${texts.beoTitle} – ${beo.suite.name}`),
    ...eventRows(beo.event, locale),
    row('plain', texts.suite, beo.suite.name),
    gap(),
    ...contactRows(beo, texts),
    gap(),
    row('heading', texts.timelineTitle),
    ...beo.timeline.map((entry) =>
      row('plain', texts.timeline[entry.kind], instantText(entry.at, beo.event, locale)),
    ),
    gap(),
    row('heading', texts.guestsTitle),
    row('plain', texts.projectedAttendance, guests.projected_attendance),
    row('plain', texts.guaranteedGuests, guests.guaranteed_guest_count),
    gap(),
    ...itemRows(beo, locale),
    gap(),
    ...noteRows(beo, texts),
    gap(),
    row('heading', texts.equipmentTitle),
    ...beo.equipment.map((entry) => row('plain', entry.name, entry.quantity)),
    gap(),
    ...moneyRows(beo, locale),
    gap(),
    row('heading', texts.signaturesTitle),
    ...beo.signatures.flatMap((signature) => [
      gap(),
      row('signature', texts.signatures[signature], '', texts.signatureDate, ''),
    ]),
  ];
  return [{ name: texts.beoSheet, widths: WIDTHS, rows }];
}

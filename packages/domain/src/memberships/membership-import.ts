import { interpolate, type Locale } from '../i18n/locale.ts';
import { zodIssueMessage } from '../validation/zod-issues.ts';
import {
  membershipRequestSchema,
  type MembershipRequest,
  type MembershipRequestInput,
} from './membership-schemas.ts';

/**
 * The members CSV (docs/api.md "Memberships"): one membership a row, matched to the stored ones
 * by identifier (any letter case). Headers are matched ignoring case, accents, spaces and
 * punctuation, in English or French; `identifier` and `type` are mandatory.
 */
export const membershipImportColumns = [
  'identifier',
  'name',
  'email',
  'type',
  'expires_on',
  'promotions',
  'promotions_fr',
] as const;
export type MembershipImportColumn = (typeof membershipImportColumns)[number];

const requiredColumns: readonly MembershipImportColumn[] = ['identifier', 'type'];

/** Other headers people write for a column (reduced as `headerKey` reduces them). */
const headerAliases: Record<string, MembershipImportColumn> = {
  identifiant: 'identifier',
  id: 'identifier',
  nom: 'name',
  courriel: 'email',
  mail: 'email',
  expireson: 'expires_on',
  expiry: 'expires_on',
  expirydate: 'expires_on',
  expiration: 'expires_on',
  dateexpiration: 'expires_on',
  datedexpiration: 'expires_on',
  promotionsfr: 'promotions_fr',
  promotionsfrench: 'promotions_fr',
  promotionsfrancais: 'promotions_fr',
};

function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The column a header names, or null when the import does not read it. */
export function membershipImportColumnOf(header: string): MembershipImportColumn | null {
  const key = headerKey(header);
  const column = membershipImportColumns.find((name) => headerKey(name) === key);
  return column ?? headerAliases[key] ?? null;
}

export interface MembershipImportLayout {
  /** The column of each cell position (null: ignored). */
  columns: Array<MembershipImportColumn | null>;
  missing: MembershipImportColumn[];
  repeated: MembershipImportColumn[];
}

export function readMembershipImportHeader(headers: readonly string[]): MembershipImportLayout {
  const columns = headers.map(membershipImportColumnOf);
  const repeated = membershipImportColumns.filter(
    (column) => columns.filter((found) => found === column).length > 1,
  );
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  return { columns, missing, repeated };
}

/** The separator between promotions in one cell, and between a promotion's name and value. */
export const PROMOTIONS_SEPARATOR = '|';
export const PROMOTION_VALUE_SEPARATOR = '=';

/** `YYYY-MM-DD`, also written `YYYY/MM/DD` (English) or `DD/MM/YYYY` (French) → `YYYY-MM-DD`. */
export function readExpiryCell(cell: string): string | null {
  const text = cell.trim();
  if (text === '') return null;
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (french) return `${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`;
  const english = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  if (english) {
    return `${english[1]}-${english[2]!.padStart(2, '0')}-${english[3]!.padStart(2, '0')}`;
  }
  return text;
}

/** `Gold=10 | Parking=5$` with French names `Or | Stationnement`, matched by position. */
export function readPromotionsCell(
  cell: string,
  frenchCell = '',
): MembershipRequestInput['promos'] {
  const parts = (text: string) =>
    text.trim() === '' ? [] : text.split(PROMOTIONS_SEPARATOR).map((part) => part.trim());
  const french = parts(frenchCell);
  return parts(cell).map((part, index) => {
    const at = part.lastIndexOf(PROMOTION_VALUE_SEPARATOR);
    const name = at < 0 ? part : part.slice(0, at).trim();
    const value = at < 0 ? '' : part.slice(at + 1).trim();
    const frenchName = french[index] ?? '';
    return frenchName
      ? { name, value, localization: { fr: { name: frenchName } } }
      : { name, value };
  });
}

/** `promotions` written back: the cells of the template and of an export. */
export function promotionsCells(promos: MembershipRequestInput['promos'] = []): [string, string] {
  return [
    promos.map((promo) => `${promo.name}${PROMOTION_VALUE_SEPARATOR}${promo.value}`).join(' | '),
    promos.map((promo) => promo.localization?.fr?.name ?? '').join(' | '),
  ];
}

const lineMessages = {
  line: { en: 'Line {line}: {message}', fr: 'Ligne {line} : {message}' },
  repeated: {
    en: 'identifier: this identifier is already on line {line}.',
    fr: 'identifiant : cet identifiant figure déjà à la ligne {line}.',
  },
} as const;

function text(
  key: keyof typeof lineMessages,
  locale: Locale,
  params: Record<string, string | number>,
) {
  const entry = lineMessages[key];
  return interpolate(locale === 'fr-CA' ? entry.fr : entry.en, params, locale);
}

/** "Line 3: email: This email isn't valid." in the caller's language. */
export function membershipImportLineMessage(line: number, message: string, locale: Locale): string {
  return text('line', locale, { line, message });
}

/** Column headers in each language: the template's, and how messages name a column. */
const columnHeaders: Record<Locale, Record<MembershipImportColumn, string>> = {
  'en-CA': {
    identifier: 'identifier',
    name: 'name',
    email: 'email',
    type: 'type',
    expires_on: 'expires_on',
    promotions: 'promotions',
    promotions_fr: 'promotions_fr',
  },
  'fr-CA': {
    identifier: 'identifiant',
    name: 'nom',
    email: 'courriel',
    type: 'type',
    expires_on: 'expiration',
    promotions: 'promotions',
    promotions_fr: 'promotions_fr',
  },
};

/** The column a request field came from, as the template of `locale` heads it. */
function columnOfPath(path: readonly PropertyKey[], locale: Locale): string {
  const [field, index, key] = path.map(String);
  const headers = columnHeaders[locale];
  if (field === 'promos' && index !== undefined) {
    const column = key === 'localization' ? 'promotions_fr' : 'promotions';
    return `${headers[column]} (${Number(index) + 1})`;
  }
  const column = membershipImportColumns.find((name) => name === field);
  return headers[column ?? 'identifier'];
}

/** "email: …" in English, "courriel : …" in French. */
function columnMessage(column: string, message: string, locale: Locale): string {
  return `${column}${locale === 'fr-CA' ? ' : ' : ': '}${message}`;
}

export type MembershipImportRowReading =
  | { line: number; membership: MembershipRequest; messages: [] }
  | { line: number; membership: null; messages: string[] };

/**
 * One data row read as a membership request and checked by the form's rules; an identifier
 * already on an earlier line (`seen`: lower-case identifier → line) is a problem of this one.
 */
export function readMembershipImportRow(
  cells: readonly string[],
  line: number,
  layout: MembershipImportLayout,
  seen: Map<string, number>,
  locale: Locale,
): MembershipImportRowReading {
  const cell = (column: MembershipImportColumn) => {
    const index = layout.columns.indexOf(column);
    return index < 0 ? '' : (cells[index] ?? '');
  };
  const result = membershipRequestSchema().safeParse({
    identifier: cell('identifier'),
    type: cell('type'),
    name: cell('name'),
    email: cell('email'),
    expires_on: readExpiryCell(cell('expires_on')),
    promos: readPromotionsCell(cell('promotions'), cell('promotions_fr')),
  });
  const messages: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      messages.push(
        columnMessage(columnOfPath(issue.path, locale), zodIssueMessage(issue, locale), locale),
      );
    }
  } else {
    const key = result.data.identifier.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) messages.push(text('repeated', locale, { line: earlier }));
    else seen.set(key, line);
  }
  if (messages.length > 0 || !result.success) return { line, membership: null, messages };
  return { line, membership: result.data, messages: [] };
}

/** The template a manager downloads, headed in the interface language: the header and two rows. */
export function membershipImportTemplateRows(locale: Locale): string[][] {
  const headers = columnHeaders[locale];
  return [
    membershipImportColumns.map((column) => headers[column]),
    [
      'GOLD-1001',
      'Ada Lovelace',
      'ada@example.com',
      'gold',
      '2027-12-31',
      ...promotionsCells([{ name: 'Gold', value: '10', localization: { fr: { name: 'Or' } } }]),
    ],
    [
      'BASIC-2002',
      'Alan Turing',
      '',
      'basic',
      '',
      ...promotionsCells([{ name: 'Members', value: '5$' }]),
    ],
  ];
}

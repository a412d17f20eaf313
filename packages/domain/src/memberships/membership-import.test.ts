import { describe, expect, it } from 'vitest';
import {
  membershipImportTemplateRows,
  readExpiryCell,
  readMembershipImportHeader,
  readMembershipImportRow,
  readPromotionsCell,
} from './membership-import.ts';

describe('members CSV', () => {
  it('reads headers in English or French, ignoring case, accents and punctuation', () => {
    const layout = readMembershipImportHeader([
      'Identifiant',
      'COURRIEL',
      'Date d’expiration',
      'x',
    ]);
    expect(layout.columns).toEqual(['identifier', 'email', 'expires_on', null]);
    expect(layout.missing).toEqual(['type']);
    expect(readMembershipImportHeader(['id', 'identifier', 'type']).repeated).toEqual([
      'identifier',
    ]);
  });

  it('reads days in the product formats and promotions with their French names', () => {
    expect(readExpiryCell('2027/12/31')).toBe('2027-12-31');
    expect(readExpiryCell('31/12/2027')).toBe('2027-12-31');
    expect(readExpiryCell(' ')).toBeNull();
    expect(readPromotionsCell('Gold=10 | Parking=5$', 'Or|')).toEqual([
      { name: 'Gold', value: '10', localization: { fr: { name: 'Or' } } },
      { name: 'Parking', value: '5$' },
    ]);
  });

  it('reads the template back as two good rows, in each language', () => {
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const [header, ...rows] = membershipImportTemplateRows(locale);
      const layout = readMembershipImportHeader(header!);
      const seen = new Map<string, number>();
      const readings = rows.map((cells, index) =>
        readMembershipImportRow(cells, index + 2, layout, seen, locale),
      );
      expect(readings.map((reading) => reading.messages)).toEqual([[], []]);
    }
  });

  it('names the column of a problem as the caller’s template heads it', () => {
    const layout = readMembershipImportHeader(['identifier', 'type', 'email']);
    const reading = readMembershipImportRow(['A', 'gold', 'nope'], 2, layout, new Map(), 'fr-CA');
    expect(reading.messages).toEqual(['courriel : Ce courriel n’est pas valide.']);
  });
});

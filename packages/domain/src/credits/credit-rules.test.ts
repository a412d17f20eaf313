import { describe, expect, it } from 'vitest';
import { creditExpiryOf, creditExpiryProblem, parseCreditDateRange } from './credit-rules.ts';
import { readCustomerCsv } from './customer-csv.ts';

describe('credit rules', () => {
  it('defaults a school credit to the end of the school year and keeps it within', () => {
    expect(creditExpiryOf(null, '2027-06-25')).toBe('2027-06-25');
    expect(creditExpiryOf('2027-01-01', '2027-06-25')).toBe('2027-01-01');
    expect(creditExpiryProblem('2027-06-26', '2026-11-25', '2027-06-25')).toMatchObject({
      rule: 'afterSchoolYear',
      params: { date: '2027-06-25' },
    });
    expect(creditExpiryProblem('2026-11-24', '2026-11-25', null)).toMatchObject({
      rule: 'pastDate',
    });
    expect(creditExpiryProblem('2026-11-25', '2026-11-25', null)).toBeNull();
  });

  it('reads a date range of at most a year, in order', () => {
    expect(parseCreditDateRange('["2026-11-01","2026-11-30"]')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    for (const bad of [
      '',
      'x',
      '["2026-11-30","2026-11-01"]',
      '["2025-01-01","2026-11-01"]',
      '["2026-02-30","2026-03-01"]',
      '[1,2]',
    ]) {
      expect(parseCreditDateRange(bad), bad).toBeNull();
    }
  });
});

describe('customer CSV', () => {
  it('finds the columns by name in either language, or reads a file without a header', () => {
    expect(
      readCustomerCsv([
        ['Nom', 'Courriel'],
        ['Léa', 'lea@x.test'],
        ['', ''],
      ]),
    ).toEqual({
      ok: true,
      lines: [{ line: 2, email: 'lea@x.test', name: 'Léa' }],
      problems: [],
    });
    expect(readCustomerCsv([['a@x.test', 'A']])).toMatchObject({
      ok: true,
      lines: [{ line: 1, email: 'a@x.test' }],
    });
    expect(readCustomerCsv([['name'], ['A']])).toEqual({
      ok: false,
      reason: 'email_column_missing',
    });
    expect(readCustomerCsv([['', '']])).toEqual({ ok: false, reason: 'empty' });
  });

  it('reports each wrong line with its spreadsheet number', () => {
    const reading = readCustomerCsv([['email'], ['bad'], ['']]);
    expect(reading).toMatchObject({
      ok: true,
      problems: [{ line: 2, field: 'email', issue: { rule: 'email' } }],
    });
  });
});

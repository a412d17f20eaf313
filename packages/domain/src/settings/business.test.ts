import { describe, expect, it } from 'vitest';
import { provinces } from '../locations/location-schemas.ts';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  ZMarketplaceLocationsRequest,
  ZTaxRatesRequest,
  hasDefaultOnEveryDay,
  taxPresetOf,
  taxRatesInForce,
  type TaxRateInput,
} from './business.ts';

const en = { error: validationErrorMap('en-CA') };

const rate = (overrides: Partial<TaxRateInput> = {}): TaxRateInput => ({
  code: 'HST',
  label: 'HST',
  value: 13,
  is_default: true,
  effective_from: null,
  ...overrides,
});

/** Each failing field's first message. */
function problems(result: {
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

describe('tax rates in force', () => {
  const ns = [
    rate({ value: 15 }),
    rate({ value: 14, effective_from: '2025-04-01' }),
    rate({ code: 'PST', label: 'PST', value: 7, is_default: false }),
  ];

  it('takes, per code, the rate of the latest first day on or before the date', () => {
    expect(taxRatesInForce(ns, '2025-03-31').map((r) => [r.code, r.value])).toEqual([
      ['HST', 15],
      ['PST', 7],
    ]);
    expect(taxRatesInForce(ns, '2025-04-01').map((r) => [r.code, r.value])).toEqual([
      ['HST', 14],
      ['PST', 7],
    ]);
  });

  it('leaves out a code whose every rate starts later', () => {
    const later = [rate({ code: 'RST', label: 'RST', effective_from: '2030-01-01' })];
    expect(taxRatesInForce(later, '2029-12-31')).toEqual([]);
    expect(taxRatesInForce(later, '2030-01-01')).toHaveLength(1);
  });

  it('compares codes as the cost engine does', () => {
    const rates = [
      rate({ code: 'gst', value: 5 }),
      rate({ code: 'GST', value: 6, effective_from: '2024-01-01' }),
    ];
    expect(taxRatesInForce(rates, '2024-06-01').map((r) => r.value)).toEqual([6]);
  });
});

describe('tax rates request', () => {
  it('accepts every province preset', () => {
    for (const province of provinces) {
      const result = ZTaxRatesRequest.safeParse(taxPresetOf(province), en);
      expect(result.success, province).toBe(true);
    }
  });

  it('gives Nova Scotia 15 % until 2025-03-31 and 14 % from 2025-04-01', () => {
    const ns = taxPresetOf('ns');
    expect(taxRatesInForce(ns, '2025-03-31').map((r) => r.value)).toEqual([15]);
    expect(taxRatesInForce(ns, '2025-04-01').map((r) => r.value)).toEqual([14]);
  });

  it('keeps prepared meals in BC free of PST and taxes Quebec twice', () => {
    expect(
      taxPresetOf('bc')
        .filter((r) => r.is_default)
        .map((r) => r.code),
    ).toEqual(['GST']);
    expect(taxPresetOf('qc').map((r) => [r.code, r.value, r.is_default])).toEqual([
      ['GST', 5, true],
      ['QST', 9.975, true],
    ]);
    expect(taxPresetOf('on')).toEqual([rate()]);
  });

  it('refuses a code that is missing, lower case or holds a separator', () => {
    const result = ZTaxRatesRequest.safeParse(
      [
        rate({ code: '' }),
        rate({ code: 'gst', effective_from: '2025-01-01' }),
        rate({ code: 'G+P', effective_from: '2026-01-01' }),
      ],
      en,
    );
    expect(problems(result)).toEqual({
      '0.code': 'This field is required.',
      '1.code': 'Use up to 12 capital letters, digits, hyphens or underscores.',
      '2.code': 'Use up to 12 capital letters, digits, hyphens or underscores.',
    });
  });

  it('refuses a value outside 0–100 or with more than 3 decimals', () => {
    const result = ZTaxRatesRequest.safeParse(
      [
        rate({ value: -1 }),
        rate({ code: 'A', value: 100.5 }),
        rate({ code: 'B', value: 9.9751 }),
        rate({ code: 'C', value: 9.975 }),
        rate({ code: 'D', value: 0 }),
        rate({ code: 'E', value: 100 }),
      ],
      en,
    );
    expect(problems(result)).toEqual({
      '0.value': 'must be 0 or higher',
      '1.value': 'must be 100 or lower',
      '2.value': 'Must have at most 3 decimals.',
    });
  });

  it('refuses a label outside GST, PST, QST, HST and RST, and accepts none', () => {
    const result = ZTaxRatesRequest.safeParse(
      [
        rate({ label: 'TVQ' as TaxRateInput['label'] }),
        rate({ code: 'EXEMPT', label: null, value: 0, is_default: false }),
      ],
      en,
    );
    expect(Object.keys(problems(result))).toEqual(['0.label']);
  });

  it('refuses a code twice from the same day, and a date that does not exist', () => {
    const result = ZTaxRatesRequest.safeParse(
      [
        rate(),
        rate({ value: 14 }),
        rate({ effective_from: '2025-04-01' }),
        rate({ code: 'PST', effective_from: '2025-02-29' }),
      ],
      en,
    );
    expect(problems(result)).toEqual({
      '1.code': 'This code already has a rate from this date.',
      '3.effective_from': "This value isn't valid.",
    });
  });

  it('needs a default rate on every day some rate applies', () => {
    expect(ZTaxRatesRequest.safeParse([], en).success).toBe(true);
    const noDefault = ZTaxRatesRequest.safeParse([rate({ is_default: false })], en);
    expect(problems(noDefault)).toEqual({
      '': 'On every date, at least one rate in force must be a default rate.',
    });
    // From 2026-01-01 the HST in force is not a default: items would go untaxed.
    const later = [rate(), rate({ is_default: false, effective_from: '2026-01-01' })];
    expect(hasDefaultOnEveryDay(later)).toBe(false);
    // Nothing applies before 2026-01-01, and a default does from then on.
    expect(hasDefaultOnEveryDay([rate({ effective_from: '2026-01-01' })])).toBe(true);
  });

  it('answers in French', () => {
    const result = ZTaxRatesRequest.safeParse([rate({ code: 'x' })], {
      error: validationErrorMap('fr-CA'),
    });
    expect(problems(result)['0.code']).toBe(
      'Utilisez au plus 12 lettres majuscules, chiffres, traits d’union ou soulignés.',
    );
  });
});

describe('marketplace locations request', () => {
  const tile = {
    name: 'Food hall',
    operational_restaurant_id: 2,
    menu_ids: [1, 2],
    separate_mids: false,
  };

  it('accepts an ordered list and refuses names used twice (any case)', () => {
    expect(ZMarketplaceLocationsRequest.safeParse([tile], en).success).toBe(true);
    const result = ZMarketplaceLocationsRequest.safeParse(
      [tile, { ...tile, name: ' FOOD HALL ' }, { ...tile, name: '' }],
      en,
    );
    expect(problems(result)).toEqual({
      '1.name': 'This name is already in use.',
      '2.name': 'This field is required.',
    });
  });

  it('refuses a menu twice in one tile', () => {
    const result = ZMarketplaceLocationsRequest.safeParse([{ ...tile, menu_ids: [3, 3] }], en);
    expect(Object.keys(problems(result))).toEqual(['0.menu_ids']);
  });
});

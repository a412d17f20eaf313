import { describe, expect, it } from 'vitest';
import { validationErrorMap } from '../validation/zod-issues.ts';
import { promoCodeRequestSchema, type PromoCodeRequestInput } from './promos.ts';

const en = { error: validationErrorMap('en-CA') };

function problems(body: PromoCodeRequestInput, otherNames: string[] = []) {
  const result = promoCodeRequestSchema(otherNames).safeParse(body, en);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('promo code request', () => {
  it('accepts a dollar and a percentage code, active unless said', () => {
    const parsed = promoCodeRequestSchema().parse({ name: ' SAVE5 ', type: 'dollar', value: 5 });
    expect(parsed).toEqual({ name: 'SAVE5', type: 'dollar', value: 5, active: true });
    expect(problems({ name: 'HALF', type: 'percentage', value: 100, active: false })).toEqual({});
  });

  it('needs a name of at most 40 characters', () => {
    expect(problems({ name: ' ', type: 'dollar', value: 5 })).toEqual({
      name: 'This field is required.',
    });
    expect(problems({ name: 'X'.repeat(41), type: 'dollar', value: 5 })).toEqual({
      name: 'Must be 40 characters or fewer.',
    });
  });

  it('needs a value above zero, a percentage of at most 100, cents at most', () => {
    expect(problems({ name: 'A', type: 'dollar', value: 0 })).toEqual({
      value: 'Must be higher than zero.',
    });
    expect(problems({ name: 'A', type: 'percentage', value: 100.01 })).toEqual({
      value: 'must be 100 or lower',
    });
    expect(problems({ name: 'A', type: 'dollar', value: 150 })).toEqual({});
    expect(problems({ name: 'A', type: 'dollar', value: 1.005 })).toEqual({
      value: 'Must have at most 2 decimals.',
    });
  });

  it('refuses a type other than dollar or percentage', () => {
    expect(Object.keys(problems({ name: 'A', type: 'free' as 'dollar', value: 1 }))).toEqual([
      'type',
    ]);
  });

  it('refuses the name of another code, whatever its letter case', () => {
    expect(problems({ name: 'save5', type: 'dollar', value: 5 }, ['SAVE5', 'WELCOME'])).toEqual({
      name: 'This name is already in use.',
    });
    expect(problems({ name: 'SAVE6', type: 'dollar', value: 5 }, ['SAVE5'])).toEqual({});
  });
});

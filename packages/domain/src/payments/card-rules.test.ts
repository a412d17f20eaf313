import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { zodIssueMessage } from '../validation/zod-issues.ts';
import {
  ZCardTokenRequest,
  cardBrandOf,
  cardDigits,
  isCardExpired,
  isLuhnValid,
} from './card-rules.ts';

/** The Luhn check digit that completes `body`. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isLuhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('no check digit');
}

describe('isLuhnValid', () => {
  it('accepts the test cards and refuses a changed digit', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000000341']) {
      expect(isLuhnValid(number)).toBe(true);
    }
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true);
    expect(isLuhnValid('4242-4242-4242-4242')).toBe(true);
  });

  it('refuses letters, too few and too many digits', () => {
    expect(isLuhnValid('42424242424242a2')).toBe(false);
    expect(isLuhnValid('00000000000')).toBe(false);
    expect(isLuhnValid('0'.repeat(20))).toBe(false);
  });

  it('finds exactly one check digit for every body, and any other digit fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        const valid = withCheckDigit(body);
        const last = Number(valid.at(-1));
        for (let digit = 0; digit <= 9; digit += 1) {
          expect(isLuhnValid(`${body}${digit}`)).toBe(digit === last);
        }
      }),
    );
  });
});

describe('cardBrandOf', () => {
  it('reads the brand from the first digits', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('3056930009020004')).toBe('card');
  });
});

describe('isCardExpired', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('keeps a card valid through its expiry month', () => {
    expect(isCardExpired(6, 2026, now)).toBe(false);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(5, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});

describe('ZCardTokenRequest', () => {
  const nextYear = new Date().getUTCFullYear() + 1;
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' };

  it('accepts a valid card, reading two-digit years in this century', () => {
    expect(ZCardTokenRequest.parse(card).exp_year).toBe(nextYear);
    expect(ZCardTokenRequest.parse({ ...card, exp_year: nextYear % 100 }).exp_year).toBe(nextYear);
    expect(cardDigits(ZCardTokenRequest.parse(card).number)).toBe('4242424242424242');
  });

  it('names each wrong field with its own message in both languages', () => {
    const result = ZCardTokenRequest.safeParse({
      number: '4242424242424241',
      exp_month: 13,
      exp_year: nextYear,
      cvc: '12',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), zodIssueMessage(issue, 'en-CA')]),
    );
    expect(messages).toEqual({
      number: "This card number isn't valid.",
      exp_month: 'must be 12 or lower',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    const cvc = result.error!.issues.find((issue) => issue.path[0] === 'cvc')!;
    expect(zodIssueMessage(cvc, 'fr-CA')).toBe('Entrez le code de sécurité de 3 ou 4 chiffres.');
  });

  it('refuses a card whose expiry month has passed', () => {
    const result = ZCardTokenRequest.safeParse({ ...card, exp_month: 1, exp_year: 2020 });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['exp_year']);
    expect(zodIssueMessage(issue, 'en-CA')).toBe('This card has expired.');
  });
});

import { z } from 'zod';
import { addValidationIssue } from '../validation/zod-issues.ts';
import { validationIssue } from '../validation/validation-messages.ts';

/**
 * A card as staff type it to keep it on file (`POST /payments/card-tokens`). The server hands
 * it to the payment gateway, which answers a token; the number itself is never stored or logged.
 * Spaces and dashes in the number are ignored.
 */

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes; 12 to 19 digits. */
export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

/** The brand a card number's first digits name (`card` when none of the four). */
export function cardBrandOf(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/**
 * Whether a card expiring at the end of `month`/`year` can still be charged at `now`: cards are
 * valid through the last day of their expiry month (read in UTC, a day's difference at most).
 */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** Two-digit years are read in this century (`29` → 2029), as printed on cards. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** `POST /payments/card-tokens`. `exp_year` may be written with 2 or 4 digits. */
export const ZCardTokenRequest = z
  .object({
    number: z
      .string()
      .max(40)
      .refine(isLuhnValid, { params: validationIssue('cardNumber') }),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(0).max(2100).transform(fullYear),
    cvc: z
      .string()
      .trim()
      .refine((cvc) => /^\d{3,4}$/.test(cvc), { params: validationIssue('cardCvc') }),
  })
  .superRefine((card, ctx) => {
    if (isCardExpired(card.exp_month, card.exp_year, new Date())) {
      addValidationIssue(ctx, validationIssue('cardExpired'), ['exp_year']);
    }
  });
export type CardTokenRequest = z.infer<typeof ZCardTokenRequest>;
export type CardTokenInput = z.input<typeof ZCardTokenRequest>;

/** The gateway's answer: the token to send with the order, the brand and the last four digits. */
export const ZCardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
});
export type CardToken = z.infer<typeof ZCardToken>;

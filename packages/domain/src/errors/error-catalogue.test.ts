import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locale.ts';
import { errorCatalogue, errorStatus, isErrorCode, numericErrorCodes } from './error-catalogue.ts';
import { errorMessage, errorMessagesByLocale } from './error-message.ts';
import { loadErrorMessages } from './error-messages-loader.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it.each(Object.entries(errorCatalogue))(
    '%s has English and French messages with the same placeholders',
    (code, status) => {
      const en = errorMessage(code as keyof typeof errorCatalogue, 'en-CA');
      const fr = errorMessagesByLocale['fr-CA'][code as keyof typeof errorCatalogue];
      expect(en.trim()).not.toBe('');
      expect(fr.trim()).not.toBe('');
      expect(placeholders(fr)).toEqual(placeholders(en));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    },
  );

  it.each(locales)('%s gives a message for every code of the catalogue and no other', (locale) => {
    expect(Object.keys(errorMessagesByLocale[locale]).sort()).toEqual(
      Object.keys(errorCatalogue).sort(),
    );
  });

  it('loads one language’s messages alone, the same as the server’s', async () => {
    expect(await loadErrorMessages('fr-CA')).toBe(errorMessagesByLocale['fr-CA']);
    expect(await loadErrorMessages('en-CA')).toBe(errorMessagesByLocale['en-CA']);
  });

  it('keeps the numeric codes the spec names', () => {
    expect(numericErrorCodes).toMatchObject({
      preauthorization_failed: 2305,
      order_before_scheduled_date: 2308,
      deposit_exceeds_outstanding: 2501,
    });
  });

  it('fills placeholders in the caller language', () => {
    expect(errorMessage('pin_invalid', 'en-CA', { attempts: 2 })).toBe(
      'Invalid PIN. Attempts remaining: 2',
    );
    expect(errorMessage('account_locked', 'fr-CA', { minutes: 15 })).toBe(
      'Trop de tentatives échouées. Réessayez dans 15 minutes.',
    );
    expect(errorStatus('tenant_not_recognized')).toBe(403);
  });

  it("writes the word that agrees with a number, by each language's plural rules", () => {
    expect(errorMessage('account_locked', 'en-CA', { minutes: 1 })).toBe(
      'Too many failed attempts. Try again in 1 minute.',
    );
    expect(errorMessage('scheduling_too_far', 'en-CA', { days: 0 })).toBe(
      'Orders can be placed at most 0 days ahead.',
    );
    // French is singular for 0 and 1.
    expect(errorMessage('scheduling_too_far', 'fr-CA', { days: 0 })).toBe(
      'Les commandes peuvent être passées au plus 0 jour à l’avance.',
    );
    expect(errorMessage('scheduling_too_far', 'fr-CA', { days: 2 })).toBe(
      'Les commandes peuvent être passées au plus 2 jours à l’avance.',
    );
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

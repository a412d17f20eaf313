import { describe, expect, it } from 'vitest';
import { errorMessagesByLocale } from '@app/domain';
import { errorMessage, errorMessageHasPlaceholders } from './error-messages.ts';
import { changeLocale } from './i18n.ts';

describe('the domain’s error messages on the web', () => {
  it('are the domain’s, in the language switched to, placeholders filled', async () => {
    await changeLocale('fr-CA');
    expect(errorMessage('session_timed_out', 'fr-CA')).toBe(
      errorMessagesByLocale['fr-CA'].session_timed_out,
    );
    expect(errorMessage('pin_invalid', 'fr-CA', { attempts: 2 })).toMatch(/ 2$/);
    expect(errorMessage('pin_invalid', 'en-CA', { attempts: 2 })).toBe(
      'Invalid PIN. Attempts remaining: 2',
    );
  });

  it('tell which messages take placeholders', () => {
    expect(errorMessageHasPlaceholders('pin_invalid', 'en-CA')).toBe(true);
    expect(errorMessageHasPlaceholders('session_timed_out', 'en-CA')).toBe(false);
  });
});

import { parseLocale, type SignInResponse } from '@app/domain';
import { changeLocale, currentLocale } from '#i18n/i18n.ts';
import { sessionStore } from '#lib/session/session-store.ts';
import type { ActiveSession } from '#lib/session/session-types.ts';
import { rememberLastEmail } from './last-email.ts';

/**
 * Starts the session from the tokens (first location active, PIN not entered), remembers the
 * email for the next visit and puts the interface in the account's language (the id token's
 * `locale`). Throws the session store's NoAuthentication/NoLocations errors.
 */
export function completeSignIn(tokens: SignInResponse): ActiveSession {
  const session = sessionStore.start(tokens);
  rememberLastEmail(session.staffEmail);
  const locale = parseLocale(session.claims.locale);
  if (locale !== currentLocale()) void changeLocale(locale);
  return session;
}

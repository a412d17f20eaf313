import type { SignInResponse } from '@app/domain';
import { sessionStore } from '#lib/session/session-store.ts';
import type { ActiveSession } from '#lib/session/session-types.ts';
import { rememberLastEmail } from './last-email.ts';

/**
 * Starts the session from the tokens (first location active, PIN not entered) and remembers
 * the email for the next visit. Throws the session store's NoAuthentication/NoLocations errors.
 */
export function completeSignIn(tokens: SignInResponse): ActiveSession {
  const session = sessionStore.start(tokens);
  rememberLastEmail(session.staffEmail);
  return session;
}

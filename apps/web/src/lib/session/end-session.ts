import { errorMessage } from '#i18n/error-messages.ts';
import { currentLocale } from '#i18n/i18n.ts';
import { requestHeaders } from '../api/request-headers.ts';
import { returnToHost } from '../host/host-app.ts';
import { notifyError } from '../notify.ts';
import { sessionStore } from './session-store.ts';

/** Asks the server to revoke the session; failures do not matter, the tokens are dropped anyway. */
async function revokeOnServer(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', headers: requestHeaders(true) });
  } catch {
    // The server may be unreachable; the session is cleared locally regardless.
  }
}

/** The user's own logout: revoke on the server, then clear (the guard then shows /login). */
export async function logout(): Promise<void> {
  if (!sessionStore.getState().authenticated) return;
  await revokeOnServer();
  sessionStore.clear();
}

type EndReason = 'session_timed_out' | 'tenant_not_recognized' | 'pin_max_attempts';

/**
 * Ends the session because of an error, with one toast even when several calls fail at once
 * (in a host app, a timed-out session returns there instead).
 * The server is always asked to revoke it too (best effort): a network failure or a tenant
 * refusal leaves the server's session live otherwise.
 */
export function endSession(reason: EndReason): void {
  if (!sessionStore.getState().authenticated) return;
  notifyError(errorMessage(reason, currentLocale()), 'session-ended');
  // Embedded, a timed-out session goes back to the host app, which signs the user in again,
  // instead of logging out to a sign-in screen inside the host (spec part 1 §8).
  if (reason === 'session_timed_out' && returnToHost('session_timed_out')) return;
  void revokeOnServer();
  sessionStore.clear();
}

import { currentLocale } from '#i18n/i18n.ts';
import { sessionStore } from '../session/session-store.ts';

/** The headers of every API call: bearer token, tenant, staff email and language. */
export function requestHeaders(authenticated: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  const session = sessionStore.getState();
  if (authenticated && session.authenticated) {
    headers.set('Authorization', `Bearer ${session.accessToken}`);
    headers.set('X-Restaurant-Id', String(session.tenantId));
    headers.set('X-Staff-Email', session.staffEmail);
  }
  return headers;
}

import { tabStore } from '../storage/browser-storage.ts';

/**
 * The back-office embedded in a host point-of-sale app (spec part 1 §2 and §8), in an iframe or
 * a web view. The host announces itself by opening the back-office with `?embedded=tabs` (its
 * way back is "Back to tabs": the open tabs of a till) or `?embedded=app` ("Back to app"); the
 * announcement is kept for the browser tab, so it survives navigation and reloads, and is
 * dropped by `?embedded=none`.
 *
 * The way back is a message, never a URL (no open redirect): `{ type: 'back-office:return',
 * reason }` posted to the host — `window.parent` in an iframe, else the page's own window,
 * where a web view's injected script listens. It carries no secret, so any origin may read it.
 * Reasons: `back` (the navigation entry), `open_tabs` (the submitted-order dialog) and
 * `session_timed_out` (an authentication error: the host signs the user in again).
 * docs/decisions/web-app.md "Embedded in a host app".
 */
export type HostKind = 'tabs' | 'app';
export type ReturnReason = 'back' | 'open_tabs' | 'session_timed_out';

export const HOST_MESSAGE_TYPE = 'back-office:return';
const STORE_KEY = 'host-app';

/** Reads the host's announcement from the address, if it carries one; call once at start. */
export function readHostAnnouncement(search: string): void {
  const value = new URLSearchParams(search).get('embedded');
  if (value === 'tabs' || value === 'app') tabStore.setString(STORE_KEY, value);
  else if (value === 'none') tabStore.remove(STORE_KEY);
}

/** The host app the back-office runs in, or null when it runs on its own. */
export function hostKind(): HostKind | null {
  const value = tabStore.getString(STORE_KEY);
  return value === 'tabs' || value === 'app' ? value : null;
}

/** Hands control back to the host app; false when there is no host (nothing was sent). */
export function returnToHost(reason: ReturnReason): boolean {
  if (hostKind() === null) return false;
  const target = window.parent !== window ? window.parent : window;
  target.postMessage({ type: HOST_MESSAGE_TYPE, reason }, '*');
  return true;
}

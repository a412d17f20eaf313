import { useSyncExternalStore } from 'react';
import { isSessionValid, readIdTokenClaims } from '@app/domain';
import { tabStore } from '../storage/browser-storage.ts';
import { decodeJwtPayload } from './jwt.ts';
import type { ActiveSession, SessionState, SessionTokens } from './session-types.ts';

/**
 * The session lives in `sessionStorage`, not `localStorage`:
 * - closing the tab ends the session, which matters on shared restaurant terminals;
 * - each tab keeps its own active location (tenant), so two tabs can work on two locations;
 * - tokens never outlive the tab, which narrows what a stolen disk profile or a later
 *   visitor could reuse. A page reload keeps the session.
 * Only the raw values are stored; claims are decoded again on load.
 */
const STORAGE_KEY = 'app.session';

interface StoredSession {
  accessToken: string;
  idToken: string;
  expiresAt: string;
  tenantId: number;
  pinEntered: boolean;
}

export class NoAuthenticationError extends Error {}
export class NoLocationsError extends Error {}

const signedOut: SessionState = { authenticated: false };
const listeners = new Set<() => void>();
let state: SessionState = load();

function build(stored: StoredSession): ActiveSession {
  const claims = readIdTokenClaims(decodeJwtPayload(stored.idToken));
  const locations = [...claims.restaurants];
  const firstLocation = locations[0];
  if (firstLocation === undefined) throw new NoLocationsError();
  return {
    authenticated: true,
    accessToken: stored.accessToken,
    idToken: stored.idToken,
    expiresAt: stored.expiresAt,
    locations,
    tenantId: locations.includes(stored.tenantId) ? stored.tenantId : firstLocation,
    role: claims.role,
    staffEmail: claims.email,
    hasPins: claims.has_pins,
    pinEntered: stored.pinEntered,
    claims,
  };
}

/** The session kept by this tab, unless it has expired meanwhile (then it is dropped). */
function load(): SessionState {
  const stored = tabStore.getJson(STORAGE_KEY) as StoredSession | null;
  if (!stored) return signedOut;
  try {
    if (!isSessionValid(stored.expiresAt, Date.now())) throw new Error('Session expired');
    return build(stored);
  } catch {
    tabStore.remove(STORAGE_KEY);
    return signedOut;
  }
}

function commit(next: SessionState): void {
  state = next;
  if (next.authenticated) {
    const stored: StoredSession = {
      accessToken: next.accessToken,
      idToken: next.idToken,
      expiresAt: next.expiresAt,
      tenantId: next.tenantId,
      pinEntered: next.pinEntered,
    };
    tabStore.setJson(STORAGE_KEY, stored);
  } else {
    tabStore.remove(STORAGE_KEY);
  }
  listeners.forEach((listener) => listener());
}

function update(change: Partial<Pick<ActiveSession, 'tenantId' | 'pinEntered'>>): void {
  if (state.authenticated) commit({ ...state, ...change });
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Starts a session from the sign-in answer. The first location of the token becomes the
   * active tenant and the PIN starts as not entered.
   * @throws NoAuthenticationError when the id token cannot be read
   * @throws NoLocationsError when the token authorises no location
   */
  start: (tokens: SessionTokens): ActiveSession => {
    let session: ActiveSession;
    try {
      session = build({
        accessToken: tokens.access_token,
        idToken: tokens.id_token,
        expiresAt: tokens.expires_at,
        tenantId: -1,
        pinEntered: false,
      });
    } catch (error) {
      if (error instanceof NoLocationsError) throw error;
      throw new NoAuthenticationError('The id token could not be read', { cause: error });
    }
    commit(session);
    return session;
  },
  /** Switches the active location; ignored for a location the token does not authorise. */
  setTenant: (tenantId: number): void => {
    if (state.authenticated && state.locations.includes(tenantId)) update({ tenantId });
  },
  setPinEntered: (pinEntered: boolean): void => {
    update({ pinEntered });
  },
  clear: (): void => {
    if (state.authenticated) commit(signedOut);
  },
};

/** Subscribes a component to the session. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The active session; only for components rendered behind the session guard. */
export function useActiveSession(): ActiveSession {
  const session = useSession();
  if (!session.authenticated) throw new Error('useActiveSession used outside the session guard');
  return session;
}

/**
 * Storage access that never throws. Browsers that block third-party cookies (the app may be
 * embedded in a host app) also block `localStorage` and `sessionStorage`: reading the property
 * itself throws a SecurityError. We fall back to memory so the app keeps working for the tab,
 * and `isStorageBlocked()` lets the login screen explain the problem.
 */
type StorageKind = 'local' | 'session';

const memory: Record<StorageKind, Map<string, string>> = {
  local: new Map(),
  session: new Map(),
};

function nativeStorage(kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** True when the browser refuses access to web storage (third-party cookies blocked). */
export function isStorageBlocked(): boolean {
  return nativeStorage('local') === null || nativeStorage('session') === null;
}

function readRaw(kind: StorageKind, key: string): string | null {
  const storage = nativeStorage(kind);
  return storage ? storage.getItem(key) : (memory[kind].get(key) ?? null);
}

function writeRaw(kind: StorageKind, key: string, value: string | null): void {
  const storage = nativeStorage(kind);
  if (value === null) {
    if (storage) storage.removeItem(key);
    else memory[kind].delete(key);
    return;
  }
  if (storage) storage.setItem(key, value);
  else memory[kind].set(key, value);
}

function readJson(kind: StorageKind, key: string): unknown {
  const raw = readRaw(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function makeStore(kind: StorageKind) {
  return {
    getString: (key: string) => readRaw(kind, key),
    setString: (key: string, value: string) => writeRaw(kind, key, value),
    getJson: (key: string) => readJson(kind, key),
    setJson: (key: string, value: unknown) => writeRaw(kind, key, JSON.stringify(value)),
    remove: (key: string) => writeRaw(kind, key, null),
  };
}

/** Survives browser restarts: preferences (language, last email, recent locations). */
export const localStore = makeStore('local');
/** Lives as long as the tab: the session and per-tab UI state. */
export const tabStore = makeStore('session');

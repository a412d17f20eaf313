import { useSyncExternalStore } from 'react';
import { localStore } from '#lib/storage/browser-storage.ts';

/** Remembered per browser (not per user or tab): the device on the counter is what rings. */
const STORAGE_KEY = 'app.orderAlerts.muted';
const listeners = new Set<() => void>();

export const orderAlertsMuted = {
  get: (): boolean => localStore.getString(STORAGE_KEY) === 'true',
  set: (muted: boolean): void => {
    localStore.setString(STORAGE_KEY, String(muted));
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether this browser muted the order alerts. */
export function useOrderAlertsMuted(): boolean {
  return useSyncExternalStore(orderAlertsMuted.subscribe, orderAlertsMuted.get);
}

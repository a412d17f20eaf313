import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderAlertOf } from '@app/domain';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { orderManagerKeys } from '../api/order-manager-keys.ts';
import { liveConnection } from '#shared/live/live-connection.ts';
import { orderAlertTones } from './order-alert-tones.ts';
import { useOrderAlertsMuted } from './order-alerts-muted.ts';

/** The order manager's queries: every list, count and order under it is refetched on a change. */
export const ORDER_MANAGER_QUERY_KEY = orderManagerKeys.all;
/** A new order rings again this often until someone acknowledges it. */
export const NEW_ORDER_REPEAT_MS = 8000;
/** Changes that arrive together (a bulk complete) refetch the lists once. */
const REFETCH_BATCH_MS = 250;

export interface OrderManagerLive {
  connected: boolean;
  pendingCount: number | null;
  /** New orders still ringing, by id. */
  ringing: number[];
  /** Stops the ringing of an order: call it when the order is opened or accepted. */
  acknowledge(orderId: number): void;
}

/**
 * Live updates of the order manager (mount it once, on the screen): keeps the tab's stream
 * open, refetches the order manager's queries on each change and on each (re)connection, and,
 * where the location's `allow_order_manager_sound` is on and this browser has not muted it,
 * rings for each new order until `acknowledge(id)` (or the order leaves pending) and sounds a
 * different tone for a cancelled one.
 */
export function useOrderManagerLive(): OrderManagerLive {
  const queryClient = useQueryClient();
  const location = useActiveLocation();
  const muted = useOrderAlertsMuted();
  const soundOn = location.menu_manager_config.allow_order_manager_sound && !muted;
  const soundOnRef = useRef(soundOn);
  useEffect(() => {
    soundOnRef.current = soundOn;
  }, [soundOn]);
  const [ringing, setRinging] = useState<number[]>([]);
  const live = useSyncExternalStore(liveConnection.subscribeState, liveConnection.getState);

  useEffect(() => {
    let batch: ReturnType<typeof setTimeout> | null = null;
    const refetch = () => {
      batch ??= setTimeout(() => {
        batch = null;
        void queryClient.invalidateQueries({ queryKey: ORDER_MANAGER_QUERY_KEY });
      }, REFETCH_BATCH_MS);
    };
    const stop = liveConnection.use({
      connected: refetch,
      order(event) {
        refetch();
        const alert = orderAlertOf(event);
        if (alert === 'new') {
          setRinging((ids) => (ids.includes(event.id) ? ids : [...ids, event.id]));
          if (soundOnRef.current) orderAlertTones.newOrder();
        } else if (event.status !== 'pending') {
          setRinging((ids) => (ids.includes(event.id) ? ids.filter((id) => id !== event.id) : ids));
          if (alert === 'cancelled' && soundOnRef.current) orderAlertTones.cancelled();
        }
      },
    });
    return () => {
      if (batch) clearTimeout(batch);
      stop();
    };
  }, [queryClient]);

  const ringsAgain = soundOn && ringing.length > 0;
  useEffect(() => {
    if (!ringsAgain) return;
    const timer = setInterval(() => orderAlertTones.newOrder(), NEW_ORDER_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringsAgain]);

  const acknowledge = useCallback((orderId: number) => {
    setRinging((ids) => ids.filter((id) => id !== orderId));
  }, []);

  return { connected: live.connected, pendingCount: live.pendingCount, ringing, acknowledge };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getJobRun } from '#shared/jobs/get-job-run.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { getMenus } from '#shared/catalogue/get-menus.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { runPosPull, type PullState } from './run-pos-pull.ts';
import { startPosPull } from './start-pos-pull.ts';

/**
 * The point-of-sale pull of the active location as a screen drives it: `start()` runs it
 * (`runPosPull`) and `state` follows it; once it succeeds, every catalogue list of the location
 * is read again. Leaving the screen stops following it (the pull itself goes on on the server).
 */
export function usePosPull() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PullState | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const quiet = { handleErrors: false };
    void runPosPull(
      {
        locationId: tenantId,
        start: startPosPull,
        run: (id, signal) => getJobRun(id, signal, quiet),
        menus: (signal) => getMenus(signal, quiet),
        now: () => Date.now(),
        signal: current.signal,
      },
      (next) => {
        if (current.signal.aborted) return;
        setState(next);
        if (next.phase === 'succeeded') {
          void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) });
        }
      },
    );
  }, [queryClient, tenantId]);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(null);
  }, []);

  return { state, start, reset };
}

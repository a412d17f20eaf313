import { useEffect } from 'react';
import { isSessionValid, SESSION_LEEWAY_SECONDS } from '@app/domain';
import { endSession } from '#lib/session/end-session.ts';

/** setTimeout's largest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Logs out with "Session timed out." when the session expires (domain `isSessionValid`, 60 s
 * leeway). Timers stop while a laptop sleeps, so the check also runs when the tab comes back.
 */
export function useSessionExpiry(expiresAt: string | null): void {
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (!isSessionValid(expiresAt, Date.now())) return endSession('session_timed_out');
      const remaining = new Date(expiresAt).getTime() - SESSION_LEEWAY_SECONDS * 1000 - Date.now();
      timer = setTimeout(check, Math.min(Math.max(remaining, 1000), MAX_TIMER_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [expiresAt]);
}

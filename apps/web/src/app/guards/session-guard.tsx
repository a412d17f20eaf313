import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#lib/session/session-store.ts';
import { LocationsGate } from './locations-gate.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

// Few users have PINs: the PIN screen loads only for them.
const PinScreen = lazy(() =>
  import('../../features/auth/components/pin-screen.tsx').then((m) => ({ default: m.PinScreen })),
);

/**
 * The navigation guard of every route but /login: a signed-out user goes to /login (and comes
 * back after signing in), a user whose token requires a PIN enters it first. Expiry ends the
 * session (useSessionExpiry; an expired stored session is dropped on load), which lands here.
 */
export function SessionGuard() {
  const session = useSession();
  const location = useLocation();
  useSessionExpiry(session.authenticated ? session.expiresAt : null);

  if (!session.authenticated) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (session.hasPins && !session.pinEntered) {
    return (
      <Suspense fallback={null}>
        <PinScreen />
      </Suspense>
    );
  }
  return (
    <LocationsGate>
      <Outlet />
    </LocationsGate>
  );
}

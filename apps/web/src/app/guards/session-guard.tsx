import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#lib/session/session-store.ts';
import { PageLoading } from '../pages/page-loading.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

// Loads with the shell, not on the login screen: the locations' schemas would bring the schema
// library into the first screen's download (docs/architecture.md "Budget").
const LocationsGate = lazy(() =>
  import('./locations-gate.tsx').then((m) => ({ default: m.LocationsGate })),
);

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
    <Suspense fallback={<PageLoading />}>
      <LocationsGate>
        <Outlet />
      </LocationsGate>
    </Suspense>
  );
}

import { isSessionValid } from '@app/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PinScreen } from '../../features/auth/components/pin-screen.tsx';
import { useSession } from '../../lib/session/session-store.ts';
import { LocationsGate } from './locations-gate.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * The navigation guard of every route but /login: a signed-out or expired user goes to /login
 * (and comes back after signing in), a user whose token requires a PIN enters it first.
 */
export function SessionGuard() {
  const session = useSession();
  const location = useLocation();
  useSessionExpiry(session.authenticated ? session.expiresAt : null);

  if (!session.authenticated) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  // An expired session is being ended by useSessionExpiry; render nothing meanwhile.
  if (!isSessionValid(session.expiresAt, Date.now())) return null;
  if (session.hasPins && !session.pinEntered) return <PinScreen />;
  return (
    <LocationsGate>
      <Outlet />
    </LocationsGate>
  );
}

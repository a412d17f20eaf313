import { homeRouteFor } from '@app/domain';
import { Navigate } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';

/** `/`: the role's home (menus, or order creation for staff and kiosk). */
export function HomeRedirect() {
  const { role } = useActiveSession();
  return <Navigate to={homeRouteFor(role)} replace />;
}

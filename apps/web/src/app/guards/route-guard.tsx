import type { ReactNode } from 'react';
import { canOpenScreen, homeRouteFor, screenPaths } from '@app/domain';
import { Navigate, useMatches, useParams } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { NoAccessPage } from '../pages/no-access-page.tsx';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import type { RouteHandle } from './route-handle.ts';

const INTEGER = /^\d+$/;

/**
 * Guards every screen of the shell with the domain's `canOpenScreen` for the active location:
 * a refused screen sends the user to their home (menus, or order creation for staff and kiosk).
 * Ids that are not integers show page-not-found, and so does an unknown path, except for users
 * who cannot open the menus it points back to (staff, kiosk): they go home.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { role } = useActiveSession();
  const location = useActiveLocation();
  const params = useParams();
  const handle = useMatches()
    .map((match) => match.handle as RouteHandle | undefined)
    .reduce<RouteHandle>((merged, current) => ({ ...merged, ...current }), {});
  const home = homeRouteFor(role);

  if (handle.notFound) {
    return canOpenScreen('menus', { role, location }) ? (
      <PageNotFound />
    ) : (
      <Navigate to={home} replace />
    );
  }
  if (handle.integerParams?.some((name) => !INTEGER.test(params[name] ?? ''))) {
    return <PageNotFound />;
  }
  if (handle.screen && !canOpenScreen(handle.screen, { role, location })) {
    // Home itself refused (e.g. staff where the location takes no orders): nowhere to go.
    return screenPaths[handle.screen] === home ? <NoAccessPage /> : <Navigate to={home} replace />;
  }
  return children;
}

import type { Screen } from '@app/domain';

/** What a route declares to the guards (react-router `handle`). */
export interface RouteHandle {
  /** The screen whose access rule (domain `canOpenScreen`) guards the route. */
  screen?: Screen;
  /** Path params that must be integers; otherwise the page-not-found screen shows. */
  integerParams?: string[];
  /** The page-not-found route. */
  notFound?: boolean;
}

/** Types a route `handle` object. */
export function routeHandle(handle: RouteHandle): RouteHandle {
  return handle;
}

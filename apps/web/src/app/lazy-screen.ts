import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Chunk load time-out of the spec (part 1 §9): a screen that has not loaded by then fails. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Screen chunk load timed out')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Loads a screen's code only when its route is visited, so the first screen's JavaScript stays
 * small. A chunk that fails or takes too long to load shows the route's error screen.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

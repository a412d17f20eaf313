import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadCatalogs } from '#i18n/i18n.ts';
import type { AreaCatalog } from '#i18n/catalog-files.ts';

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

/** A module of screens loaded on first use, and the area catalogues its text comes from. */
export interface ScreenModule<M> {
  load: () => Promise<M>;
  catalogs: readonly AreaCatalog[];
}

export function screenModule<M>(
  load: () => Promise<M>,
  catalogs: readonly AreaCatalog[],
): ScreenModule<M> {
  return { load, catalogs };
}

/**
 * Loads a screen's code and its text (in the active language) only when its route is visited,
 * both at once, so the first screen's JavaScript stays small and no screen shows before its
 * text. A chunk that fails or takes too long to load shows the route's error screen.
 */
export function lazyScreen<M>(
  module: ScreenModule<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [loaded] = await withTimeout(Promise.all([module.load(), loadCatalogs(module.catalogs)]));
    return { Component: pick(loaded) };
  };
}

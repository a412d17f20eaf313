import type { DeepMenu } from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

type Routes = Parameters<typeof mockApi>[0];

/** Signs in a manager of one location and opens `path` with `menu` (and `routes`) answered. */
export function openItems(path: string, menu: DeepMenu | null, routes: Routes = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [makeLocation(1, 'Demo Bistro')]),
    'GET /api/options': json(200, []),
    'GET /api/menus': json(200, []),
    ...(menu ? { [`GET /api/menus/deep-get-menu/${menu.id}`]: json(200, menu) } : {}),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [1] });
  return { ...renderApp(path), api };
}

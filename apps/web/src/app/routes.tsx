import type { RouteObject } from 'react-router';
import { HomeRedirect } from './guards/home-redirect.tsx';
import { SessionGuard } from './guards/session-guard.tsx';
import { routeHandle } from './guards/route-handle.ts';
import { lazyScreen, screenModule } from './lazy-screen.ts';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { areaRoutes } from './area-routes.ts';
import { LoginPage } from '../features/auth/routes/login-page.tsx';

const callbackScreen = screenModule(
  () => import('../features/auth/routes/login-callback-page.tsx'),
  [],
);
const shell = screenModule(
  () => import('./shell/shell-layout.tsx'),
  ['catalogue', 'announcements'],
);
const publicMenuScreen = screenModule(
  () => import('../features/public-menu/routes/public-menu-page.tsx'),
  ['publicMenu'],
);
const preOrderScreen = screenModule(
  () => import('../features/pre-order/routes/pre-order-page.tsx'),
  ['preOrders', 'orders', 'checkout'],
);

/**
 * Every route of the app. /login, /login/callback, the public menu /menu/{slug} and a suite
 * owner's pre-order page /pre-order/{token} sit outside the shell; everything else is behind
 * the session guard (signed in, PIN entered, locations loaded) and inside the shell, whose route
 * guard applies each route's `handle` (screen access, integer ids).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's code loads (its route is lazy).
    hydrateFallbackElement: <PageLoading />,
    children: [
      // In the entry: every tab starts here (its session lives in the tab), and split off it was
      // fifteen small files compressed one by one (≈ 4 KB more gzip on the first screen).
      { path: '/login', Component: LoginPage },
      { path: '/login/callback', lazy: lazyScreen(callbackScreen, (m) => m.LoginCallbackPage) },
      // The public web menu ("Go to menu"): no sign-in, no shell.
      { path: '/menu/:slug', lazy: lazyScreen(publicMenuScreen, (m) => m.PublicMenuPage) },
      // A suite owner's pre-order page, opened from their email's signed link: no sign-in.
      { path: '/pre-order/:token', lazy: lazyScreen(preOrderScreen, (m) => m.PreOrderPage) },
      {
        element: <SessionGuard />,
        children: [
          {
            lazy: lazyScreen(shell, (m) => m.ShellLayout),
            children: [
              { index: true, element: <HomeRedirect /> },
              ...areaRoutes,
              {
                path: 'not-found',
                element: <PageNotFound />,
                handle: routeHandle({ notFound: true }),
              },
              { path: '*', element: <PageNotFound />, handle: routeHandle({ notFound: true }) },
            ],
          },
        ],
      },
    ],
  },
];

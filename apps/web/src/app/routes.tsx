import type { RouteObject } from 'react-router';
import { HomeRedirect } from './guards/home-redirect.tsx';
import { routeHandle } from './guards/route-handle.ts';
import { SessionGuard } from './guards/session-guard.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { areaRoutes } from './area-routes.ts';
import { ShellLayout } from './shell/shell-layout.tsx';

const authScreens = () => import('../features/auth/routes/login-page.tsx');
const callbackScreen = () => import('../features/auth/routes/login-callback-page.tsx');
const publicMenuScreen = () => import('../features/public-menu/routes/public-menu-page.tsx');

/**
 * Every route of the app. /login, /login/callback and the public menu /menu/{slug} sit outside
 * the shell; everything else is behind the session guard (signed in, PIN entered, locations
 * loaded) and inside the shell, whose route guard applies each route's `handle` (screen
 * access, integer ids).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's code loads (its route is lazy).
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/login', lazy: lazyScreen(authScreens, (m) => m.LoginPage) },
      { path: '/login/callback', lazy: lazyScreen(callbackScreen, (m) => m.LoginCallbackPage) },
      // The public web menu ("Go to menu"): no sign-in, no shell.
      { path: '/menu/:slug', lazy: lazyScreen(publicMenuScreen, (m) => m.PublicMenuPage) },
      {
        element: <SessionGuard />,
        children: [
          {
            element: <ShellLayout />,
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

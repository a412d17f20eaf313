import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { sessionStore } from '#lib/session/session-store.ts';
import { AppProviders } from './providers.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  env?: 'default' | 'test';
}

/** The whole app: providers around the router; a session that ends drops every cached answer. */
export function App({ router, queryClient, env }: AppProps) {
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.getState().authenticated) queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <AppProviders queryClient={queryClient} env={env}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';

/** The app's providers (Mantine in test mode, query client, i18n) for hook and component tests. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={createQueryClient()} env="test">
      {children}
    </AppProviders>
  );
}

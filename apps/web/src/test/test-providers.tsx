import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { ShellProviders } from '../app/shell/shell-providers.tsx';

/**
 * The app's providers (Mantine in test mode, query client, i18n) and the shell's (dates, confirm
 * dialogs) for hook and component tests.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={createQueryClient()} env="test">
      <ShellProviders>{children}</ShellProviders>
    </AppProviders>
  );
}

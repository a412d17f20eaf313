import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#i18n/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './toasts.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** `test` turns off Mantine transitions and portals (integration tests). */
  env?: 'default' | 'test';
}

/** What every screen uses, the login screen included; the shell adds its own (ShellProviders). */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '#i18n/i18n.ts';
import { mantineLabels } from './mantine-labels.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './toasts.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** `test` turns off Mantine transitions and portals (integration tests). */
  env?: 'default' | 'test';
}

/** Mantine with the theme and its components' own texts in the interface language. */
function LocalizedMantine({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { t, i18n: current } = useTranslation();
  const localizedTheme = useMemo(
    () => mergeThemeOverrides(theme, mantineLabels(t)),
    // `t` keeps its identity across a language switch; the language is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, current.language],
  );
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}

/** What every screen uses, the login screen included; the shell adds its own (ShellProviders). */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine env={env}>
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}

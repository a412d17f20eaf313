import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import 'dayjs/locale/en-ca';
import 'dayjs/locale/fr-ca';
import { i18n } from '#i18n/i18n.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { mantineLabels } from './mantine-labels.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Default toast timeout of the spec (part 1 §9). */
const TOAST_AUTO_CLOSE_MS = 5000;
/**
 * Toasts at the top centre: drawers and modals keep their actions (Save, Cancel) at the bottom
 * and a drawer's close button at the top right, where the bottom-right default covered them.
 */
const TOAST_POSITION = 'top-center';

function LocalizedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // Weekends are not red: Mantine's red-6 is too pale to read on white (WCAG AA).
    <DatesProvider settings={{ locale: locale.toLowerCase(), weekendDays: [] }}>
      {/* Every confirm dialog's close button is named like the app's other dialogs'. */}
      <ModalsProvider
        labels={{ confirm: t('actions.continue'), cancel: t('actions.close') }}
        modalProps={{ closeButtonProps: { 'aria-label': t('actions.close') } }}
      >
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}

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

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine env={env}>
        <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position={TOAST_POSITION} />
        <QueryClientProvider client={queryClient}>
          <LocalizedProviders>{children}</LocalizedProviders>
        </QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}

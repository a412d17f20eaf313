import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/en-ca';
import 'dayjs/locale/fr-ca';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * What only the screens of the shell use: date pickers in the interface language and the
 * confirm dialogs. Loaded with the shell, so the login screen does without them.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
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

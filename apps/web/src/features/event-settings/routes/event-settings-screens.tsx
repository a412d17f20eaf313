import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function EventSettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.settingsTitle')} />;
}

export function SuiteOwnersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.suiteOwnersTitle')} />;
}

export function EventTypesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.eventTypesTitle')} />;
}

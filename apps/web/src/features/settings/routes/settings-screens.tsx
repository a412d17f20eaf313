import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.title')} />;
}

export function SubsidiesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.subsidiesTitle')} />;
}

export function CreditsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.creditsTitle')} />;
}

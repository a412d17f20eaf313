import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export { SettingsPage } from './settings-page.tsx';
export { CustomizePage } from './customize-page.tsx';
export { AdvancedPage } from './advanced-page.tsx';

export function SubsidiesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.subsidiesTitle')} />;
}

export function CreditsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.creditsTitle')} />;
}

import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function CreditsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('credits.title')} />;
}

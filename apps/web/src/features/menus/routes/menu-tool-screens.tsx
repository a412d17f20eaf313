import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function CustomizePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('menus.customizeTitle')} />;
}

export function AdvancedPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('menus.advancedTitle')} />;
}

export { ReplicateMenusPage } from '../replicate/routes/replicate-menus-page.tsx';

import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function MenusPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('menus.title')} />;
}

export function SectionsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('menus.sectionsTitle')} />;
}

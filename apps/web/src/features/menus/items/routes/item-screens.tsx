import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function MenuItemsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('menus.itemsTitle')} />;
}

export function SectionItemsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('menus.sectionItemsTitle')} />;
}

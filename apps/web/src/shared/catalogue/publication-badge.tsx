import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Published" (green) or "Draft" (grey) for a menu, section or item. */
export function PublicationBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={published ? 'green' : 'gray'} variant="light" size="sm">
      {published ? t('catalogue.published') : t('catalogue.draft')}
    </Badge>
  );
}

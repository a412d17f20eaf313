import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Published" (dark green, for contrast on its light background) or "Draft" (grey). */
export function PublicationBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={published ? 'green.9' : 'gray'} variant="light" size="sm">
      {published ? t('catalogue.published') : t('catalogue.draft')}
    </Badge>
  );
}

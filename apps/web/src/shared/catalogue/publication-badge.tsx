import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Published" (dark green, for contrast on its light background) or "Draft" (grey). */
export function PublicationBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    // A light tint with the darkest green text: "green.9" as the colour tints the whole pill dark
    // green and hides its text; green text of the default shade fails 4.5:1 on the tint.
    <Badge
      color={published ? 'green' : 'gray'}
      c={published ? 'green.9' : undefined}
      variant="light"
      size="sm"
    >
      {published ? t('catalogue.published') : t('catalogue.draft')}
    </Badge>
  );
}

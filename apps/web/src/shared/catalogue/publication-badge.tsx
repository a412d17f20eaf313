import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Published" (dark green, for contrast on its light background) or "Draft" (grey). */
export function PublicationBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    // A light green tint with the body text colour: "green.9" as the colour tints the whole pill
    // dark green and hides its text, and no green text reaches 4.5:1 on the tint.
    <Badge
      color={published ? 'green' : 'gray'}
      c={published ? 'var(--mantine-color-text)' : undefined}
      variant="light"
      size="sm"
    >
      {published ? t('catalogue.published') : t('catalogue.draft')}
    </Badge>
  );
}

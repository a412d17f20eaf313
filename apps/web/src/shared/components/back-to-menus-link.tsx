import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "← Back to menus", above the title of a screen reached from the Menus screen. */
export function BackToMenusLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/menus" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('actions.backToMenus')}
      </Group>
    </Anchor>
  );
}

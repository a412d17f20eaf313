import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The page-not-found content with a way back to /menus: for an unknown path or /not-found, and
 * for a screen whose menu or section does not exist (any more, or not in this location).
 */
export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('errors.notFound.title')}</Title>
      <Text>{t('errors.notFound.body')}</Text>
      <Button component={Link} to="/menus">
        {t('actions.backToMenus')}
      </Button>
    </Stack>
  );
}

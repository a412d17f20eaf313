import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The page-not-found content, for a menu that does not exist (or not in this location). */
export function MenuNotFound() {
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

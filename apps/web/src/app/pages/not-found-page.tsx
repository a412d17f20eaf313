import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path, and /not-found: the page cannot be located, with a way back to /menus. */
export function NotFoundPage() {
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

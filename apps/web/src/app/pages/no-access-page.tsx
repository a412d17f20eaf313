import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The user's home screen is not available in the active location. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('errors.noAccess.title')}</Title>
      <Text>{t('errors.noAccess.body')}</Text>
    </Stack>
  );
}

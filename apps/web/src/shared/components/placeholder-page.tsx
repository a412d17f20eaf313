import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen of a later area: its title and "Coming soon". */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('app.comingSoon')}</Text>
    </Stack>
  );
}

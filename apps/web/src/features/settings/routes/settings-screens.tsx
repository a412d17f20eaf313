import { Button, Group, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { screenPaths } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvImportLink } from '#shared/catalogue/csv-import-link.tsx';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <PlaceholderPage title={t('settings.title')} />
      <Group>
        {/* Settings and the change history both need a manager: whoever is here may open it. */}
        <Button
          component={Link}
          to={screenPaths.change_history}
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          {t('changeHistory.openLink')}
        </Button>
        {/* Spec part 2 §2: the Locations settings offer the CSV import too. */}
        <CsvImportLink />
      </Group>
    </Stack>
  );
}

export function SubsidiesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.subsidiesTitle')} />;
}

export function CreditsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('settings.creditsTitle')} />;
}

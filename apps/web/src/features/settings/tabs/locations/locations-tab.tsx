import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconSpeakerphone } from '@tabler/icons-react';
import { screenPaths, type Location } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvImportLink } from '#shared/catalogue/csv-import-link.tsx';
import { PosPullButton } from '#shared/pos-pull/components/pos-pull-button.tsx';

/**
 * The Locations tab (spec part 2 §2: "Locations (refresh menus, import CSV, announcements)"):
 * shortcuts to the location-wide tools, each shown where its role and flags allow it.
 */
export function LocationsTab({ location }: { location: Location }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('settingsShell.locations.intro', { name: location.name })}</Text>
      <Group>
        <PosPullButton />
        <CsvImportLink />
        <Button
          component={Link}
          to={screenPaths.locations}
          variant="default"
          leftSection={<IconBuildingStore size={16} aria-hidden />}
        >
          {t('settingsShell.locations.all')}
        </Button>
        <Button
          component={Link}
          to="?tab=communications"
          variant="default"
          leftSection={<IconSpeakerphone size={16} aria-hidden />}
        >
          {t('announcements.toLocations')}
        </Button>
      </Group>
      {!location.pos_integrated && (
        <Text size="sm" c="dimmed">
          {t('settingsShell.locations.noPos')}
        </Text>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { homeRouteFor, naturalCompare, type Location } from '@app/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useLocations } from '#shared/locations/get-locations.ts';
import { filterLocations } from '@app/domain';
import { useSwitchLocation } from '#shared/locations/use-switch-location.ts';
import { LocationFlagBadges } from '../components/location-flag-badges.tsx';

/** /locations: every location of the user, searchable; choosing one makes it active. */
export function LocationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useActiveSession();
  const navigate = useNavigate();
  const switchLocation = useSwitchLocation();
  const [term, setTerm] = useState('');
  const locations = filterLocations(useLocations().data ?? [], term).sort((a, b) =>
    naturalCompare(a.name, b.name, locale),
  );

  const choose = (location: Location) => {
    switchLocation(location.id);
    void navigate(homeRouteFor(session.role));
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('locations.title')}</Title>
      <TextInput
        label={t('fields.searchLocations')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        maw={400}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('locations.count', { count: locations.length })}
      </Text>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('locations.name')}</Table.Th>
              <Table.Th>{t('locations.slug')}</Table.Th>
              <Table.Th>{t('locations.features')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions.choose')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((location) => {
              const isActive = location.id === session.tenantId;
              return (
                <Table.Tr key={location.id}>
                  <Table.Td>{location.name}</Table.Td>
                  <Table.Td>{location.slug}</Table.Td>
                  <Table.Td>
                    <LocationFlagBadges location={location} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant={isActive ? 'light' : 'filled'}
                      disabled={isActive}
                      aria-label={
                        isActive ? undefined : t('locations.chooseOne', { name: location.name })
                      }
                      onClick={() => choose(location)}
                    >
                      {isActive ? t('locations.current') : t('actions.choose')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

import { useState } from 'react';
import { Anchor, Button, Divider, Popover, Stack, Text, TextInput } from '@mantine/core';
import { canOpenScreen, type Location } from '@app/domain';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useLocations } from '#shared/locations/get-locations.ts';
import { MAX_RECENT_LOCATIONS, searchLocations } from '@app/domain';
import { readRecentLocations } from '#shared/locations/recent-locations.ts';
import { useSwitchLocation } from '#shared/locations/use-switch-location.ts';
import { LocationOptionList } from './location-option-list.tsx';

/**
 * The active location and a way to switch: up to 5 recent locations, a search showing up to 5
 * results, and a link to the list of all locations.
 */
export function LocationSelector() {
  const { t } = useTranslation();
  const session = useActiveSession();
  const active = useActiveLocation();
  const locations = useLocations().data ?? [];
  const switchLocation = useSwitchLocation();
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');

  const byId = new Map(locations.map((location) => [location.id, location]));
  const recent = readRecentLocations(session.claims.sub)
    .filter((id) => id !== active.id)
    .map((id) => byId.get(id))
    .filter((location): location is Location => location !== undefined);
  // Before any switch there are no recent locations: offer the first others instead.
  const others = locations
    .filter((location) => location.id !== active.id)
    .slice(0, MAX_RECENT_LOCATIONS);
  const results = term.trim() ? searchLocations(locations, term) : null;

  const choose = (location: Location) => {
    switchLocation(location.id);
    setOpened(false);
    setTerm('');
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-start"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={t('locations.selectorLabel', { name: active.name })}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((current) => !current)}
          maw={260}
        >
          <Text truncate="end" size="sm">
            {active.name}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <TextInput
            label={t('fields.searchLocations')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            data-autofocus
          />
          {results ? (
            results.length > 0 ? (
              <LocationOptionList
                title={t('locations.results')}
                locations={results}
                activeId={active.id}
                onChoose={choose}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('locations.noResults')}
              </Text>
            )
          ) : (
            <>
              <LocationOptionList
                title={t('locations.active')}
                locations={[active]}
                activeId={active.id}
                onChoose={choose}
              />
              <LocationOptionList
                title={recent.length > 0 ? t('locations.recent') : t('locations.others')}
                locations={recent.length > 0 ? recent : others}
                activeId={active.id}
                onChoose={choose}
              />
            </>
          )}
          {canOpenScreen('locations', { role: session.role, location: active }) && (
            <>
              <Divider />
              <Anchor component={Link} to="/locations" size="sm" onClick={() => setOpened(false)}>
                {t('locations.viewAll')}
              </Anchor>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

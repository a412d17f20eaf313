import { Burger, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocationSelector } from '../../features/locations/components/location-selector.tsx';
import { hostKind, returnToHost } from '#lib/host/host-app.ts';
import { logout } from '#lib/session/end-session.ts';
import { CatalogueSearchBox } from '#shared/catalogue/catalogue-search-box.tsx';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

interface ShellHeaderProps {
  /** The burger of the mobile drawer; absent when there is no navigation (staff, kiosk). */
  navigation?: { opened: boolean; onToggle: () => void };
}

/** The top bar: drawer burger, location selector, today's date, language and, without a nav, log out. */
export function ShellHeader({ navigation }: ShellHeaderProps) {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const format = useFormatters(location.timezone);
  const host = hostKind();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {navigation && (
          <Burger
            opened={navigation.opened}
            onClick={navigation.onToggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.open')}
          />
        )}
        <Text fw={700} visibleFrom="xs">
          {t('app.name')}
        </Text>
        <LocationSelector />
      </Group>
      {navigation && (
        <Group flex={1} justify="center" visibleFrom="sm" miw={0}>
          <CatalogueSearchBox />
        </Group>
      )}
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="md">
          {t('app.today', { date: format.date(new Date()) })}
        </Text>
        <LanguageSwitch />
        {/* Without a navigation (staff, kiosk) the way back to the host app is here. */}
        {!navigation && host && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => returnToHost('back')}
          >
            {host === 'tabs' ? t('nav.backToTabs') : t('nav.backToApp')}
          </Button>
        )}
        {!navigation && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout()}
          >
            {t('actions.logout')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { screenPaths } from '@app/domain';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EventTypesPanel } from '../components/event-types-panel.tsx';
import { NamedSettingsPanel } from '../components/named-settings-panel.tsx';
import { SuiteOwnersPanel } from '../components/suite-owners-panel.tsx';

const tabs = ['suites', 'eventTypes', 'equipment'] as const;
type Tab = (typeof tabs)[number];

function BackToEventSettings() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={screenPaths.event_settings} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('eventSettings.back')}
      </Group>
    </Anchor>
  );
}

function Screen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <BackToEventSettings />
      <div>
        <Title order={1}>{title}</Title>
        {intro && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/**
 * `/event-settings` (manager and above, `suites_enabled`): the suites, event types and equipment
 * events are booked with, one tab each (`?tab=`), and the way to the suite owners.
 */
export function EventSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active: Tab = tabs.find((tab) => tab === params.get('tab')) ?? 'suites';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('eventSettings.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('eventSettings.intro')}
          </Text>
        </div>
        <Button
          component={Link}
          to={`${screenPaths.event_settings}/suite-owners`}
          variant="default"
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          {t('eventSettings.suiteOwnersLink')}
        </Button>
      </Group>
      <Tabs value={active} onChange={(tab) => tab && setParams({ tab })} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`eventSettings.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={active} pt="md">
          {active === 'eventTypes' ? (
            <EventTypesPanel />
          ) : (
            <NamedSettingsPanel key={active} list={active} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/event-settings/suite-owners`: the clients who hold suites. */
export function SuiteOwnersPage() {
  const { t } = useTranslation();
  return (
    <Screen
      title={t('eventSettings.suiteOwners.title')}
      intro={t('eventSettings.suiteOwners.intro')}
    >
      <SuiteOwnersPanel />
    </Screen>
  );
}

/** `/event-settings/event-types`: event types and their default menus alone. */
export function EventTypesPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('eventSettings.eventTypes.title')}>
      <EventTypesPanel />
    </Screen>
  );
}

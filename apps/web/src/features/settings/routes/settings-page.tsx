import { Stack, Tabs, Title } from '@mantine/core';
import { visibleSettingsTabs, type SettingsTab } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { SettingsLinks } from '../components/settings-links.tsx';
import { useSettingsDirtyState } from '../tabs/settings-dirty.tsx';
import { SettingsTabPanel } from '../tabs/settings-tab-panel.tsx';

/**
 * `/settings`: the tabs this user sees at the active location (`?tab=` names the open one) and
 * links to the area's other screens. Only the open tab is mounted; leaving it with unsaved
 * changes asks first, as leaving the screen does.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const { role } = useActiveSession();
  const [params, setParams] = useSearchParams();
  const dirty = useSettingsDirtyState();
  const tabs = visibleSettingsTabs({ role, location });
  const active = tabs.find((tab) => tab === params.get('tab')) ?? tabs[0];

  const open = (tab: string | null) => {
    if (!tab || tab === active) return;
    const go = () => setParams({ tab });
    if (dirty.isDirty) confirmDiscard(go, undefined, 'page');
    else go();
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('settings.title')}</Title>
      <SettingsLinks location={location} />
      <Tabs value={active ?? null} onChange={open} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab: SettingsTab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`settingsShell.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {active && (
          <Tabs.Panel value={active} pt="md">
            <dirty.Provider value={dirty.report}>
              <SettingsTabPanel key={location.id} tab={active} location={location} />
            </dirty.Provider>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

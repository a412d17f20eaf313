import { Button, Group } from '@mantine/core';
import { screenPaths, settingsScreenLinks, type Location, type Screen } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';

type LinkLabel =
  | 'customize'
  | 'advanced'
  | 'menuGroups'
  | 'subsidies'
  | 'credits'
  | 'members'
  | 'team'
  | 'changeHistory';
const labels: Partial<Record<Screen, LinkLabel>> = {
  customize: 'customize',
  advanced: 'advanced',
  menu_groups: 'menuGroups',
  subsidies: 'subsidies',
  credits: 'credits',
  members: 'members',
  team: 'team',
  change_history: 'changeHistory',
};

/** The settings area's other screens that this user may open here (domain `settingsScreenLinks`). */
export function SettingsLinks({ location }: { location: Location }) {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  return (
    <Group gap="xs" component="nav" aria-label={t('settingsShell.links.label')}>
      {settingsScreenLinks({ role, location }).map((screen) => (
        <Button key={screen} component={Link} to={screenPaths[screen]!} variant="default" size="xs">
          {t(`settingsShell.links.${labels[screen]!}`)}
        </Button>
      ))}
    </Group>
  );
}

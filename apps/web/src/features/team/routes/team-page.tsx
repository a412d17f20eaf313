import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@app/domain';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useLocations } from '#shared/locations/get-locations.ts';
import { useTeam } from '../api/get-team.ts';
import { TeamMemberDialog } from '../components/team-member-dialog.tsx';
import { TeamTable } from '../components/team-table.tsx';
import { useTeamMemberActions } from '../hooks/use-team-member-actions.tsx';

type Editing = { member: TeamMember | null } | null;

/**
 * /settings/team (managers and above): the active location's staff accounts; invite one (a
 * set-password link by mail), edit its role, locations, language and PIN, resend an invitation,
 * deactivate or reactivate an account.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const session = useActiveSession();
  const team = useTeam();
  const locations = useLocations();
  const actions = useTeamMemberActions();
  const [editing, setEditing] = useState<Editing>(null);
  const actor = { id: Number(session.claims.sub), role: session.role };

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('team.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('team.intro')}
          </Text>
        </div>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setEditing({ member: null })}
          disabled={!locations.data}
        >
          {t('team.invite')}
        </Button>
      </Group>
      {team.isError ? (
        <Alert color="red" role="alert">
          {team.error.message}
        </Alert>
      ) : team.isPending || !locations.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <TeamTable
          members={team.data}
          locations={locations.data}
          actor={actor}
          onEdit={(member) => setEditing({ member })}
          onAction={actions.confirm}
        />
      )}
      {editing && locations.data && (
        <TeamMemberDialog
          member={editing.member}
          actorRole={session.role}
          locations={locations.data}
          activeLocationId={session.tenantId}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

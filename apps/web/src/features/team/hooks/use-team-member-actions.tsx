import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useTeamMemberAction, type TeamMemberAction } from '../api/team-member-actions.ts';

/** Resend, deactivate and reactivate, each confirmed first and reported by a toast. */
export function useTeamMemberActions() {
  const { t } = useTranslation();
  const action = useTeamMemberAction();

  const confirm = (member: TeamMember, kind: TeamMemberAction) =>
    modals.openConfirmModal({
      title: t(`team.confirm.${kind}.title`, { name: member.name || member.email }),
      children: <Text size="sm">{t(`team.confirm.${kind}.body`, { address: member.email })}</Text>,
      labels: { confirm: t(`team.confirm.${kind}.action`), cancel: t('actions.cancel') },
      confirmProps: { color: kind === 'deactivate' ? 'red' : undefined },
      onConfirm: () =>
        void action.mutateAsync({ id: member.id, action: kind }).then(
          () => notifySuccess(t(`team.done.${kind}`, { address: member.email })),
          (error: unknown) => notifyError(error instanceof Error ? error.message : String(error)),
        ),
    });

  return { confirm, pending: action.isPending };
}

import { useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { MembershipEntry } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useDeleteMembership } from '../api/delete-membership.ts';
import type { MemberAction } from '../components/members-table.tsx';

export type MemberDialog =
  | { kind: 'form'; member: MembershipEntry | null }
  | { kind: 'expire'; member: MembershipEntry }
  | { kind: 'import' }
  | null;

/** Which of the screen's dialogs is open, and the row actions that open them. */
export function useMemberDialogs() {
  const { t } = useTranslation();
  const remove = useDeleteMembership();
  const [dialog, setDialog] = useState<MemberDialog>(null);

  const confirmDelete = (member: MembershipEntry) =>
    modals.openConfirmModal({
      title: t('members.delete.title', { identifier: member.identifier }),
      children: <Text size="sm">{t('members.delete.body')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(member.id).then(
          () => notifySuccess(t('members.delete.done', { identifier: member.identifier })),
          (error: unknown) => notifyError(error instanceof Error ? error.message : String(error)),
        ),
    });

  const onAction = (action: MemberAction, member: MembershipEntry) => {
    if (action === 'delete') confirmDelete(member);
    else if (action === 'expire') setDialog({ kind: 'expire', member });
    else setDialog({ kind: 'form', member });
  };

  return { dialog, setDialog, close: () => setDialog(null), onAction };
}

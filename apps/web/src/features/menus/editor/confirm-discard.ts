import { modals } from '@mantine/modals';
import { i18n } from '#i18n/i18n.ts';

/** Asks before closing an editor with unsaved changes; calls `discard` when the user agrees. */
export function confirmDiscard(discard: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('unsavedChanges.title'),
    children: i18n.t('unsavedChanges.body'),
    labels: { confirm: i18n.t('actions.leave'), cancel: i18n.t('actions.stay') },
    confirmProps: { color: 'red' },
    onConfirm: discard,
  });
}

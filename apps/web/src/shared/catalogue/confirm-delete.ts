import { modals } from '@mantine/modals';
import { i18n } from '#i18n/i18n.ts';

/**
 * Asks before deleting `name` (a Mantine confirm modal, red "Delete" button). Resolves true when
 * the user confirms, false when they cancel or close it.
 */
export function confirmDelete(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      resolve(confirmed);
    };
    modals.openConfirmModal({
      title: i18n.t('catalogue.confirmDelete.title', { name }),
      children: i18n.t('catalogue.confirmDelete.body', { name }),
      labels: { confirm: i18n.t('actions.delete'), cancel: i18n.t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import type { SettingsList } from '../api/settings-lists.ts';
import { useDeleteSetting } from '../api/settings-mutations.ts';

/** The server's "in use" answer as it is: which events or suites still use the row. */
function showInUse(title: string, message: string, closeLabel: string) {
  const id = modals.open({
    title,
    children: (
      <Stack>
        <Alert color="orange" role="alert">
          {message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{closeLabel}</Button>
        </Group>
      </Stack>
    ),
  });
}

/**
 * Deleting a row of a settings list: asks first, then deletes; when events still use it the
 * server's message (naming them) is shown in a dialog that stays until it is closed.
 */
export function useDeleteSettingRow(list: SettingsList, deletedMessage: string) {
  const { t } = useTranslation();
  const remove = useDeleteSetting(list);
  const run = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(deletedMessage);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        showInUse(t('eventSettings.inUseTitle'), error.message, t('actions.close'));
      } else {
        notifyError(error instanceof Error ? error.message : String(error));
      }
    }
  };
  return (row: { id: number; name: string }) =>
    modals.openConfirmModal({
      title: t('eventSettings.deleteTitle', { name: row.name }),
      children: <Text size="sm">{t('eventSettings.deleteBody')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(row.id),
    });
}

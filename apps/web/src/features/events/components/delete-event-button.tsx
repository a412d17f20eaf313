import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CateringEvent } from '@app/domain';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useDeleteEvent } from '../api/save-event.ts';

/**
 * Deletes the event after a confirmation. A refusal (orders not cancelled: the server says how
 * many) is shown as the server words it, in a dialog, and nothing is deleted.
 */
export function DeleteEventButton({ event }: { event: CateringEvent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteEvent();

  const showRefusal = (message: string) =>
    modals.open({
      title: t('events.details.deleteRefused'),
      children: (
        <Text size="sm" role="alert">
          {message}
        </Text>
      ),
    });
  const deleteEvent = async () => {
    try {
      await remove.mutateAsync(event.id);
      notifySuccess(t('events.details.deleted'));
      void navigate('/events');
    } catch (error) {
      if (isApiError(error) && error.status === 409) return showRefusal(error.serverMessage);
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  const confirm = () =>
    modals.openConfirmModal({
      title: t('events.details.deleteTitle', { title: event.title }),
      children: <Text size="sm">{t('events.details.deleteBody')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteEvent(),
    });

  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={remove.isPending}
      onClick={confirm}
    >
      {t('events.details.delete')}
    </Button>
  );
}

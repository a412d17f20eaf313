import { Button, List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FireEventAnswer } from '@app/domain';
import { notifySuccess } from '#lib/notify.ts';
import { useEventAccess } from '#shared/session/use-event-access.ts';
import { useFireEvent } from './event-day-api.ts';

/**
 * "Fire event" (every access level: a server fires on the day): after a confirmation the event's
 * pending orders go to the kitchen, and a dialog lists them. "Already fired" and "could not be
 * fired" are the server's answers, shown as toasts.
 */
export function FireEventButton({ event }: { event: { id: number; title: string } }) {
  const { t } = useTranslation();
  const allowed = useEventAccess('view');
  const fire = useFireEvent(event.id);
  if (!allowed) return null;

  const showFired = (answer: FireEventAnswer) => {
    notifySuccess(t('eventDay.fire.fired', { count: answer.orders.length }));
    modals.open({
      title: t('eventDay.fire.firedTitle'),
      children: (
        <>
          <Text size="sm" mb="xs">
            {t('eventDay.fire.fired', { count: answer.orders.length })}
          </Text>
          <List size="sm" aria-label={t('eventDay.fire.firedTitle')}>
            {answer.orders.map((order) => (
              <List.Item key={order.id}>
                {t('eventDay.order', { number: order.order_number ?? order.id })}
              </List.Item>
            ))}
          </List>
        </>
      ),
    });
  };
  const confirm = () =>
    modals.openConfirmModal({
      title: t('eventDay.fire.confirmTitle', { title: event.title }),
      children: <Text size="sm">{t('eventDay.fire.confirmBody')}</Text>,
      labels: { confirm: t('eventDay.fire.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'orange' },
      // A refusal is already shown by the API client (its message as a toast).
      onConfirm: () => void fire.mutateAsync().then(showFired, () => undefined),
    });

  return (
    <Button
      color="orange"
      leftSection={<IconFlame size={16} aria-hidden />}
      loading={fire.isPending}
      onClick={confirm}
    >
      {t('eventDay.fire.button')}
    </Button>
  );
}

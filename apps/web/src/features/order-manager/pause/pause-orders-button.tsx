import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { ordersPausedAt, type PauseOrdersRequest } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { usePauseOrders } from './pause-orders-api.ts';
import { PauseOrdersDialog } from './pause-orders-dialog.tsx';

/**
 * "Pause orders" of the order manager (spec part 2 §2, §4): opens the pause dialog while
 * ordering is open, resumes at once while it is paused. Takes no props: it acts on the active
 * location; the server checks the role and flags.
 */
export function PauseOrdersButton() {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const mutation = usePauseOrders(location.id);
  const [opened, setOpened] = useState(false);
  const paused = ordersPausedAt(location, new Date());

  function send(body: PauseOrdersRequest) {
    mutation.mutate(body, {
      onSuccess: () => {
        setOpened(false);
        notifySuccess(
          t(
            body.orders_paused
              ? 'orderManagerTools.pause.paused'
              : 'orderManagerTools.pause.resumed',
          ),
        );
      },
    });
  }

  if (paused) {
    return (
      <Button
        variant="default"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={mutation.isPending}
        onClick={() => send({ orders_paused: false })}
      >
        {t('orderManagerTools.pause.resumeButton')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlayerPause size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('orderManagerTools.pause.pauseButton')}
      </Button>
      {opened && (
        <PauseOrdersDialog
          location={location}
          opened={opened}
          busy={mutation.isPending}
          onClose={() => setOpened(false)}
          onPause={send}
        />
      )}
    </>
  );
}

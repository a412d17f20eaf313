import { Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { EventSuite } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { inlineApiError } from '#shared/orders/inline-api-error.ts';
import { useEventAccess } from '#shared/session/use-event-access.ts';
import { useSendPreOrderEmail } from './send-pre-order-email.ts';

interface PreOrderEmailActionProps {
  eventId: number;
  suite: Pick<EventSuite, 'id' | 'suite' | 'suite_owner' | 'pre_order_email_sent_at'>;
  /** A table cell: a compact button named after the suite. */
  compact?: boolean;
}

/**
 * When the suite's pre-order email last went (in the location's time zone), and — for those
 * whose event access lets them manage events — the button that sends it now. A refusal shows the
 * server's message in a toast (no owner or no email, no menu, sent less than an hour ago…).
 */
export function PreOrderEmailAction({ eventId, suite, compact = false }: PreOrderEmailActionProps) {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  const format = useFormatters(useActiveLocation().timezone);
  const send = useSendPreOrderEmail(eventId);
  const sentAt = suite.pre_order_email_sent_at;
  const onSend = () =>
    send.mutate(suite.id, {
      onSuccess: (sent) =>
        notifySuccess(t('preOrders.staff.sent', { address: sent.suite_owner?.email ?? '' })),
      onError: (error) => {
        const message = inlineApiError(error);
        if (message) notifyError(message);
      },
    });
  return (
    <Group gap="sm" wrap={compact ? 'nowrap' : 'wrap'}>
      <Text size="sm" c="dimmed">
        {sentAt
          ? t('preOrders.staff.lastSent', { date: format.dateTime(sentAt) })
          : t('preOrders.staff.notSent')}
      </Text>
      {canManage && (
        <Button
          variant={compact ? 'subtle' : 'light'}
          size={compact ? 'compact-sm' : 'sm'}
          leftSection={<IconMailForward size={16} aria-hidden />}
          // Never narrower than its word: the table squeezed it to "Envoye" in a row sent before.
          style={{ minWidth: 'max-content' }}
          loading={send.isPending}
          aria-label={
            compact ? t('preOrders.staff.sendSuite', { suite: suite.suite.name }) : undefined
          }
          onClick={onSend}
        >
          {compact ? t('preOrders.staff.sendShort') : t('preOrders.staff.send')}
        </Button>
      )}
    </Group>
  );
}

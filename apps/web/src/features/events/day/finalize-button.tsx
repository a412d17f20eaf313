import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FinalizeReport } from '@app/domain';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useEventAccess } from '#shared/session/use-event-access.ts';
import { useFinalizeOrders } from './event-day-api.ts';
import { FinalizeReportView } from './finalize-report.tsx';

interface FinalizeButtonProps {
  eventId: number;
  /** One suite (its settings page); the whole event when absent. */
  suite?: { id: number; name: string };
  /** The event's title, named in the confirmation. */
  title?: string;
}

/**
 * "Finalize" (event access `manage`): after a confirmation every suite of the event (or the one)
 * is settled — accepted orders charged or invoiced, pending ones cancelled — and a dialog shows
 * the report, suite by suite. A refusal of the whole call is shown as a toast by the API client.
 */
export function FinalizeButton({ eventId, suite, title }: FinalizeButtonProps) {
  const { t } = useTranslation();
  const allowed = useEventAccess('manage');
  const finalize = useFinalizeOrders(eventId, suite?.id);
  const { timezone } = useActiveLocation();
  if (!allowed) return null;

  const showReport = (report: FinalizeReport) =>
    modals.open({
      title: t('eventDay.finalize.reportTitle'),
      size: 'xl',
      children: <FinalizeReportView report={report} timeZone={timezone} />,
    });
  const confirm = () =>
    modals.openConfirmModal({
      title: suite
        ? t('eventDay.finalize.confirmSuiteTitle', { suite: suite.name })
        : t('eventDay.finalize.confirmEventTitle', { title: title ?? '' }),
      children: <Text size="sm">{t('eventDay.finalize.confirmBody')}</Text>,
      labels: { confirm: t('eventDay.finalize.confirm'), cancel: t('actions.cancel') },
      onConfirm: () => void finalize.mutateAsync().then(showReport, () => undefined),
    });

  return (
    <Button
      variant="light"
      leftSection={<IconReceipt size={16} aria-hidden />}
      loading={finalize.isPending}
      onClick={confirm}
    >
      {suite ? t('eventDay.finalize.suiteButton') : t('eventDay.finalize.eventButton')}
    </Button>
  );
}

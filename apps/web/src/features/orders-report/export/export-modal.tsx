import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { handleApiError } from '#lib/api/api-client.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useLocations } from '#shared/locations/get-locations.ts';
import {
  downloadOrdersFile,
  useOrdersExportRun,
  useStartOrdersExport,
  type OrdersExportRequest,
} from '../api/export-orders.ts';

interface ExportModalProps {
  opened: boolean;
  onClose: () => void;
  startDate: string;
  endDate: string;
  includePrices: boolean;
}

const ZEmail = z.email();

/** How the export run is doing: its progress, then where the workbook went, or why it failed. */
function ExportRunStatus({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const { run, result } = useOrdersExportRun(runId);
  if (!run) return null;
  if (run.status === 'failed') {
    return (
      <Alert color="red" data-testid="report-export-status" data-status="failed">
        {t('ordersReport.export.failed', { message: run.error?.message ?? '' })}
      </Alert>
    );
  }
  if (run.status === 'succeeded' && result) {
    return (
      <Alert color="green" data-testid="report-export-status" data-status="succeeded">
        {t(
          result.delivery === 'link'
            ? 'ordersReport.export.emailedLink'
            : 'ordersReport.export.emailed',
          { address: result.email },
        )}
      </Alert>
    );
  }
  const percent = run.total ? Math.min(100, (run.progress / run.total) * 100) : 0;
  return (
    <Stack gap={4} data-testid="report-export-status" data-status={run.status}>
      <Text size="sm">
        {run.status === 'queued'
          ? t('ordersReport.export.queued')
          : run.total
            ? t('ordersReport.export.progress', { progress: run.progress, total: run.total })
            : t('ordersReport.export.progressUnknown', { progress: run.progress })}
      </Text>
      <Progress value={percent} animated aria-label={t('ordersReport.export.title')} />
    </Stack>
  );
}

/**
 * Export (spec part 2 §2): the report's days over some of the user's locations, emailed as a
 * workbook made in the background (the run followed until it ends), or downloaded now.
 */
export function ExportModal({
  opened,
  onClose,
  startDate,
  endDate,
  includePrices,
}: ExportModalProps) {
  const { t } = useTranslation();
  const session = useActiveSession();
  const format = useFormatters();
  const locations = useLocations();
  const [chosen, setChosen] = useState<string[]>([String(session.tenantId)]);
  const [withPrices, setWithPrices] = useState(includePrices);
  const [email, setEmail] = useState(session.staffEmail);
  const [runId, setRunId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const start = useStartOrdersExport();
  const request: OrdersExportRequest = {
    startDate,
    endDate,
    locations: chosen.map(Number),
    includePrices: withPrices,
  };
  const download = useMutation({
    mutationFn: () => downloadOrdersFile(request),
    onSuccess: (fileName) => notifySuccess(t('ordersReport.export.downloaded', { fileName })),
    onError: (error) =>
      isApiError(error) ? handleApiError(error) : notifyError(t('errors.somethingWentWrong')),
  });
  const locationsError =
    tried && chosen.length === 0 ? t('ordersReport.export.locationsRequired') : null;
  const emailError =
    tried && !ZEmail.safeParse(email.trim()).success ? t('ordersReport.export.emailInvalid') : null;
  const send = () => {
    setTried(true);
    if (chosen.length === 0 || !ZEmail.safeParse(email.trim()).success) return;
    start.mutate(
      { request: { ...request, email: email.trim() }, idempotencyKey: newIdempotencyKey() },
      { onSuccess: (run) => setRunId(run.id) },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('ordersReport.export.title')} size="lg">
      <Stack data-testid="report-export-modal">
        <Text size="sm">
          {t('ordersReport.export.range', {
            start: format.calendarDate(startDate),
            end: format.calendarDate(endDate),
          })}
        </Text>
        <MultiSelect
          label={t('ordersReport.export.locations')}
          data={(locations.data ?? []).map((location) => ({
            value: String(location.id),
            label: location.name,
          }))}
          value={chosen}
          onChange={setChosen}
          error={locationsError}
          searchable
          data-testid="report-export-locations"
        />
        <Switch
          label={t('ordersReport.export.includePrices')}
          checked={withPrices}
          onChange={(event) => setWithPrices(event.currentTarget.checked)}
          data-testid="report-export-prices"
        />
        <TextInput
          type="email"
          label={t('ordersReport.export.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          data-testid="report-export-email"
        />
        {runId !== null && <ExportRunStatus runId={runId} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ordersReport.export.close')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            disabled={chosen.length === 0}
            onClick={() => download.mutate()}
            data-testid="report-export-download"
          >
            {t('ordersReport.export.download')}
          </Button>
          <Button
            leftSection={<IconMail size={16} aria-hidden />}
            loading={start.isPending}
            onClick={send}
            data-testid="report-export-send"
          >
            {t('ordersReport.export.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

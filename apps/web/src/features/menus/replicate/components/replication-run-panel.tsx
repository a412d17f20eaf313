import { useEffect } from 'react';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useReplicationRun } from '../api/replicate-menus.ts';
import { ReplicationReportTable } from './replication-report-table.tsx';

interface Props {
  runId: number;
  /** The name of a location by id. */
  nameOf: (id: number) => string;
}

/**
 * Follows a replication run: how many locations are done, then what each received, or why
 * nothing was replicated (the run is all or nothing).
 */
export function ReplicationRunPanel({ runId, nameOf }: Props) {
  const { t } = useTranslation();
  const { run, report, error } = useReplicationRun(runId);

  useEffect(() => {
    if (report) notifySuccess(t('replicate.report.done', { count: report.locations.length }));
  }, [report, t]);

  const failure =
    run?.status === 'failed'
      ? (run.error?.message ?? '')
      : error
        ? isApiError(error)
          ? apiErrorText(error)
          : t('errors.somethingWentWrong')
        : null;
  if (failure !== null) {
    return (
      <Alert color="red" role="alert" title={t('replicate.run.failed')}>
        {failure}
      </Alert>
    );
  }
  if (report) return <ReplicationReportTable report={report} nameOf={nameOf} />;

  const total = run?.total ?? null;
  const done = run?.progress ?? 0;
  return (
    <Stack gap="xs">
      <Progress
        aria-label={t('replicate.run.label')}
        value={total ? (done / total) * 100 : 0}
        animated
        size="lg"
      />
      <Text size="sm" aria-live="polite">
        {total === null || run?.status === 'queued'
          ? t('replicate.run.queued')
          : t('replicate.run.locations', { done, total })}
      </Text>
    </Stack>
  );
}

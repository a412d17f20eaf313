import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { ZBulkRunAnswer, type BulkRunAnswer } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useJobRun } from '#shared/jobs/get-job-run.ts';
import { BulkOrderList } from './bulk-order-list.tsx';

/** What a run did and refused. */
export function BulkRunSummary({ answer }: { answer: BulkRunAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="green">{t('orderManagerTools.bulk.done', { count: answer.done.length })}</Alert>
      <BulkOrderList
        title={t('orderManagerTools.bulk.refused', { count: answer.refused.length })}
        orders={answer.refused}
      />
    </Stack>
  );
}

/** A large run followed through its job (`GET /jobs/{id}`), then its summary. */
export function BulkJobProgress({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const { data: run } = useJobRun(jobId);
  if (run?.status === 'succeeded') {
    const answer = ZBulkRunAnswer.safeParse(run.result);
    if (answer.success) return <BulkRunSummary answer={answer.data} />;
  }
  if (run?.status === 'failed' || run?.status === 'succeeded') {
    return <Alert color="red">{run.error?.message ?? t('orderManagerTools.bulk.failed')}</Alert>;
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm" aria-live="polite">
          {run?.status === 'running' && run.total !== null
            ? t('orderManagerTools.bulk.running', { progress: run.progress, total: run.total })
            : t('orderManagerTools.bulk.queued')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('orderManagerTools.bulk.emailed')}
      </Text>
    </Stack>
  );
}

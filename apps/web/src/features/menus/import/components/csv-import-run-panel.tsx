import { useEffect } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZCsvImportResult } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { useJobRun } from '#shared/jobs/get-job-run.ts';
import { CsvImportRowsTable } from './csv-import-rows-table.tsx';

export interface CsvImportRunPanelProps {
  runId: number;
  /** The imported file's name, while the run has not said it yet. */
  fileName: string | null;
  onAnother: () => void;
}

/** Follows an import run: its progress bar, then what it created or why it failed. */
export function CsvImportRunPanel({ runId, fileName, onAnother }: CsvImportRunPanelProps) {
  const { t } = useTranslation();
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  const query = useJobRun(runId);
  const run = query.data;
  const finished = run?.status === 'succeeded' || run?.status === 'failed';

  useEffect(() => {
    if (run?.status === 'succeeded') {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) });
    }
  }, [run?.status, queryClient, tenantId]);

  const parsed = ZCsvImportResult.safeParse(run?.result);
  const result = parsed.success ? parsed.data : null;
  const name = result?.file_name ?? fileName ?? '';
  const another = (
    <Group>
      <Button variant="default" onClick={onAnother}>
        {t('menuImport.result.another')}
      </Button>
    </Group>
  );

  // The run failed, or cannot be read (e.g. another location's run after a switch).
  const failure =
    run?.status === 'failed'
      ? (run.error?.message ?? '')
      : query.isError
        ? isApiError(query.error)
          ? apiErrorText(query.error)
          : t('errors.somethingWentWrong')
        : null;
  if (failure !== null) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('menuImport.progress.title', { name })}>
          {t('menuImport.result.failed', { message: failure })}
        </Alert>
        {another}
      </Stack>
    );
  }

  if (!finished || !result) {
    const total = run?.total ?? null;
    const done = run?.progress ?? 0;
    return (
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('menuImport.progress.title', { name })}
        </Title>
        <Progress
          aria-label={t('menuImport.progress.label')}
          value={total ? (done / total) * 100 : 0}
          animated
          size="lg"
        />
        <Text size="sm" aria-live="polite">
          {total === null || run?.status === 'queued'
            ? t('menuImport.progress.queued')
            : t('menuImport.progress.items', { done, total })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('menuImport.progress.note')}
        </Text>
      </Stack>
    );
  }

  const { summary } = result;
  return (
    <Stack gap="md">
      <Alert color="teal" title={t('menuImport.result.done')}>
        {t('menuImport.result.summary', summary)}
      </Alert>
      {result.menus.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('menuImport.result.menusTitle')}
          </Title>
          <List spacing={4}>
            {result.menus.map((menu) => (
              <List.Item key={menu.id}>
                <Group gap="xs">
                  <Anchor component={Link} to={`/menus/${menu.id}/sections`}>
                    {t('menuImport.result.menuLine', {
                      name: menu.name,
                      count: menu.items_created,
                    })}
                  </Anchor>
                  {menu.created && (
                    <Badge variant="light" color="gray">
                      {t('menuImport.result.newMenu')}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {result.errors.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('menuImport.result.errorsTitle')}
          </Title>
          {result.errors.length < summary.errors && (
            <Text size="sm" c="dimmed">
              {t('menuImport.result.errorsMore', {
                shown: result.errors.length,
                total: summary.errors,
              })}
            </Text>
          )}
          <CsvImportRowsTable rows={result.errors} filterable={false} />
        </Stack>
      )}
      {another}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import {
  canImportMenusFromCsv,
  CSV_IMPORT_MAX_MEGABYTES,
  type CsvImportPreview,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { handleApiError } from '#lib/api/api-client.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { usePreviewCsvImport } from '../api/preview-csv-import.ts';
import { useStartCsvImport } from '../api/start-csv-import.ts';
import { BackToMenusLink } from '#shared/components/back-to-menus-link.tsx';
import { CsvFilePicker } from '../components/csv-file-picker.tsx';
import { CsvImportRowsTable } from '../components/csv-import-rows-table.tsx';
import { CsvImportRunPanel } from '../components/csv-import-run-panel.tsx';
import { CsvImportSummary } from '../components/csv-import-summary.tsx';

interface Previewed {
  file: File;
  preview: CsvImportPreview;
  /** One import per previewed file: a double click or a retry starts no second run. */
  idempotencyKey: string;
}

/**
 * /menus/import (spec part 1 §5 "CSV import"): choose a file, see what importing it would do row
 * by row, import it as one run with a progress bar, then see what it created. The run's id is in
 * the address (`?run=`), so a reload keeps following it.
 */
export function MenuImportPage() {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const location = useActiveLocation();
  const [params, setParams] = useSearchParams();
  const previewCall = usePreviewCsvImport();
  const startCall = useStartCsvImport();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const runId = Number(params.get('run')) || null;

  /** A refused file is shown beside the picker; anything else takes the usual way. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
      setFileError(error.serverMessage);
    } else if (error instanceof ApiError) {
      handleApiError(error);
    }
  };

  const choose = (file: File) => {
    setFileError(null);
    setChecking(file.name);
    previewCall.mutate(file, {
      onSuccess: (preview) => setPreviewed({ file, preview, idempotencyKey: newIdempotencyKey() }),
      onError: failed,
      onSettled: () => setChecking(null),
    });
  };

  const start = (chosen: Previewed) =>
    startCall.mutate(
      { file: chosen.file, idempotencyKey: chosen.idempotencyKey },
      {
        onSuccess: (run) => setParams({ run: String(run.id) }),
        onError: (error) => {
          setPreviewed(null);
          failed(error);
        },
      },
    );

  const restart = () => {
    setPreviewed(null);
    setFileError(null);
    setParams({});
  };

  if (!canImportMenusFromCsv({ role, location })) {
    return (
      <Stack gap="md" maw={880}>
        <BackToMenusLink />
        <Title order={1}>{t('menuImport.title')}</Title>
        <Alert color="gray">{t('menuImport.notAllowed')}</Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <BackToMenusLink />
      <Title order={1}>{t('menuImport.title')}</Title>
      {runId !== null ? (
        <CsvImportRunPanel
          key={runId}
          runId={runId}
          fileName={previewed?.file.name ?? null}
          onAnother={restart}
        />
      ) : previewed ? (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('menuImport.preview.title', { name: previewed.preview.file_name })}
          </Title>
          <CsvImportSummary preview={previewed.preview} />
          <Group>
            <Button
              onClick={() => start(previewed)}
              loading={startCall.isPending}
              disabled={previewed.preview.summary.create === 0}
            >
              {previewed.preview.summary.create === 0
                ? t('menuImport.actions.nothing')
                : t('menuImport.actions.import', { count: previewed.preview.summary.create })}
            </Button>
            <Button variant="default" onClick={restart}>
              {t('menuImport.actions.otherFile')}
            </Button>
          </Group>
          <CsvImportRowsTable rows={previewed.preview.rows} />
        </Stack>
      ) : (
        <CsvFilePicker
          onFile={choose}
          checking={checking}
          error={fileError}
          onRejected={() =>
            setFileError(t('menuImport.file.rejected', { max: CSV_IMPORT_MAX_MEGABYTES }))
          }
        />
      )}
    </Stack>
  );
}

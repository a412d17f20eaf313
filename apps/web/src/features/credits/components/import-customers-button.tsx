import { Button, FileButton } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useImportCustomers } from '../api/import-customers.ts';

/**
 * Loads a CSV of emails and names as customer accounts (all or nothing); a refused file shows
 * every line's problem as the server words it.
 */
export function ImportCustomersButton() {
  const { t } = useTranslation();
  const importFile = useImportCustomers();
  const run = (file: File | null) => {
    if (!file) return;
    importFile.mutate(file, {
      onSuccess: (result) =>
        notifySuccess(
          t('credits.import.done', { count: result.created, existing: result.existing }),
        ),
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.messages.length > 0
            ? error.messages.join('\n')
            : String(error),
        ),
    });
  };
  return (
    <FileButton onChange={run} accept=".csv,text/csv">
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconFileImport size={16} />}
          loading={importFile.isPending}
        >
          {t('credits.import.button')}
        </Button>
      )}
    </FileButton>
  );
}

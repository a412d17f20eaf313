import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_MEGABYTES,
  csvImportHeaders,
  csvImportRequiredColumns,
  csvImportTemplateRows,
  csvText,
  type CsvImportColumnKey,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#lib/api/api-download.ts';

// Browsers name CSV files variously (Excel on Windows: application/vnd.ms-excel).
const CSV_TYPES = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
};

/** Offers the template: every column and one example row, as Excel opens it (UTF-8 mark). */
function downloadTemplate(fileName: string) {
  saveFile(
    new Blob([`\ufeff${csvText(csvImportTemplateRows())}\r\n`], { type: 'text/csv' }),
    fileName,
  );
}

export interface CsvFilePickerProps {
  onFile: (file: File) => void;
  /** The file being checked, if any. */
  checking: string | null;
  /** Why the last file was refused (the server's words, or the picker's). */
  error: string | null;
  onRejected: () => void;
}

/** The import's first step: what the file holds, the template, and the drop zone. */
export function CsvFilePicker({ onFile, checking, error, onRejected }: CsvFilePickerProps) {
  const { t } = useTranslation();
  const required = csvImportRequiredColumns.map((key) => csvImportHeaders[key]);
  const optional = (Object.keys(csvImportHeaders) as CsvImportColumnKey[])
    .filter((key) => !csvImportRequiredColumns.includes(key))
    .map((key) => csvImportHeaders[key]);
  return (
    <Stack gap="md">
      <Text size="sm">{t('menuImport.intro')}</Text>
      <Text size="sm">{t('menuImport.requiredColumns', { columns: required.join(', ') })}</Text>
      <Text size="sm">{t('menuImport.optionalColumns', { columns: optional.join(', ') })}</Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadTemplate(t('menuImport.templateFileName'))}
        >
          {t('menuImport.template')}
        </Button>
      </Group>
      <Dropzone
        onDrop={(files) => files[0] && onFile(files[0])}
        onReject={onRejected}
        accept={CSV_TYPES}
        maxSize={CSV_IMPORT_MAX_BYTES}
        multiple={false}
        loading={checking !== null}
        aria-label={t('menuImport.file.drop')}
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={40} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text fw={500}>
              {checking
                ? t('menuImport.file.checking', { name: checking })
                : t('menuImport.file.drop')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('menuImport.file.hint', { max: CSV_IMPORT_MAX_MEGABYTES })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

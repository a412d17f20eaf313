import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { CsvImportPreview } from '@app/domain';
import { useTranslation } from 'react-i18next';

/**
 * What the import would do: counts, menus and stations it creates, columns it leaves aside; and,
 * for a file that was not UTF-8, that it was read as Windows-1252 (check the accents).
 */
export function CsvImportSummary({ preview }: { preview: CsvImportPreview }) {
  const { t } = useTranslation();
  const { summary } = preview;
  return (
    <Stack gap="xs">
      {preview.encoding === 'windows-1252' && (
        <Alert variant="light" color="blue" p="xs">
          {t('menuImport.preview.windows1252')}
        </Alert>
      )}
      <Group gap="xs" aria-live="polite">
        <Badge variant="light" color="gray">
          {t('menuImport.preview.rows', { count: summary.rows })}
        </Badge>
        <Badge variant="light" color="teal">
          {t('menuImport.preview.create', { count: summary.create })}
        </Badge>
        <Badge variant="light" color="gray">
          {t('menuImport.preview.duplicates', { count: summary.duplicates })}
        </Badge>
        <Badge variant="light" color={summary.errors > 0 ? 'red' : 'gray'}>
          {t('menuImport.preview.errors', { count: summary.errors })}
        </Badge>
      </Group>
      <List size="sm" spacing={4}>
        {preview.new_menus.length > 0 && (
          <List.Item>
            {t('menuImport.preview.newMenus', { names: preview.new_menus.join(', ') })}
          </List.Item>
        )}
        {preview.new_sections.length > 0 && (
          <List.Item>
            {t('menuImport.preview.newSections', {
              names: preview.new_sections.map((s) => `${s.menu} › ${s.name}`).join(', '),
            })}
          </List.Item>
        )}
        {preview.ignored_columns.length > 0 && (
          <List.Item>
            {t('menuImport.preview.ignored', { columns: preview.ignored_columns.join(', ') })}
          </List.Item>
        )}
      </List>
      {summary.create > 0 && (
        <Text size="sm" c="dimmed">
          {t('menuImport.preview.publishedNote')}
        </Text>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  csvText,
  membershipImportTemplateRows,
  ZMembershipImportLineError,
  type Locale,
  type MembershipImportLineError,
} from '@app/domain';
import { z } from 'zod';
import { isApiError } from '#lib/api/api-error.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useImportMemberships } from '../api/import-memberships.ts';

const ZLines = z.array(ZMembershipImportLineError);

/** The template as a `data:` link: UTF-8 with its mark, so spreadsheets read accents right. */
function templateHref(locale: Locale): string {
  const text = `\uFEFF${csvText(membershipImportTemplateRows(locale))}\r\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

/**
 * Imports a members CSV: a template to start from, the file, and what the server answers —
 * how many memberships were added, changed or already so, or every refused line (nothing is
 * imported then).
 */
export function ImportMembersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upload = useImportMemberships();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ message: string; lines: MembershipImportLineError[] }>();

  const run = async () => {
    if (!file) return;
    setProblem(undefined);
    try {
      const result = await upload.mutateAsync(file);
      notifySuccess(t('members.import.done', result));
      onClose();
    } catch (error) {
      const lines = isApiError(error) ? ZLines.safeParse(error.body.lines) : null;
      setProblem({
        message: error instanceof Error ? error.message : String(error),
        lines: lines?.success ? lines.data : [],
      });
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('members.import.title')} size="lg">
      <Stack>
        <Text size="sm">{t('members.import.intro')}</Text>
        <Text size="xs" c="dimmed">
          {t('members.import.columns')}
        </Text>
        <Anchor href={templateHref(locale)} download={t('members.import.templateFile')} size="sm">
          <Group gap={4} component="span">
            <IconDownload size={14} aria-hidden />
            {t('members.import.template')}
          </Group>
        </Anchor>
        <FileInput
          label={t('members.import.file')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            setProblem(undefined);
          }}
        />
        {problem && (
          <Alert color="red" role="alert" title={problem.message}>
            <List size="sm" spacing={2}>
              {problem.lines.map((line) => (
                <List.Item key={line.line}>
                  {t('members.import.line', { line: line.line })} {line.messages.join(' ')}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={upload.isPending}
            onClick={() => void run()}
          >
            {t('members.import.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

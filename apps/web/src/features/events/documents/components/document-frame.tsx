import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '#lib/api/api-error.ts';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import {
  useEventDocument,
  useExportDocument,
  usePrintDocument,
  type DocumentAnswerOf,
  type DocumentTarget,
} from '../api/event-documents.ts';
import { ChangedBanner } from './changed-banner.tsx';
import { useDocumentFormat } from './document-parts.tsx';
import classes from './document-print.module.css';

interface DocumentFrameProps<T extends DocumentTarget> {
  target: T;
  title: (answer: DocumentAnswerOf<T> | undefined) => string;
  back: { to: string; label: string };
  children: (answer: DocumentAnswerOf<T>) => ReactNode;
}

/** Opens the browser's print dialog once the printed version is on the page. */
function usePrintWhenReady() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const frame = window.requestAnimationFrame(() => {
      window.print();
      setReady(false);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready]);
  return () => setReady(true);
}

function VersionLine({ answer }: { answer: DocumentAnswerOf<DocumentTarget> }) {
  const { t } = useTranslation();
  const format = useDocumentFormat(answer.document.event);
  if (answer.printed_version === null || !answer.printed_at) {
    return (
      <Text size="sm" c="dimmed">
        {t('eventDocuments.version.never')}
      </Text>
    );
  }
  const values = {
    version: answer.printed_version,
    date: format.dateTime(answer.printed_at),
    name: answer.printed_by?.name ?? '',
  };
  return (
    <Text size="sm" c="dimmed">
      {answer.printed_by
        ? t('eventDocuments.version.printedBy', values)
        : t('eventDocuments.version.printed', values)}
      {answer.changed_since_printed ? '' : ` · ${t('eventDocuments.version.current')}`}
    </Text>
  );
}

/**
 * A document's screen: back link, title, Print (the version is kept first, then the browser
 * prints the paper alone) and Export buttons, the version printed and what changed since, then
 * the document as a sheet of paper.
 */
export function DocumentFrame<T extends DocumentTarget>(props: DocumentFrameProps<T>) {
  const { t } = useTranslation();
  const document = useEventDocument(props.target);
  const printWhenReady = usePrintWhenReady();
  const print = usePrintDocument(props.target, printWhenReady);
  const exported = useExportDocument(props.target);
  if (isApiError(document.error) && document.error.status === 404) return <PageNotFound />;
  const answer = document.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.back.to} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {props.back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {props.title(answer)}
          </Title>
          {answer && <VersionLine answer={answer} />}
        </Stack>
        <Group role="group" aria-label={t('eventDocuments.actions.label')}>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => print.mutate()}
            loading={print.isPending}
            disabled={!answer}
          >
            {t('eventDocuments.actions.print')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => exported.mutate()}
            loading={exported.isPending}
            disabled={!answer}
          >
            {t('eventDocuments.actions.export')}
          </Button>
        </Group>
      </Group>
      {document.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('eventDocuments.loadError')}</Text>
          <Button variant="default" onClick={() => void document.refetch()}>
            {t('eventDocuments.retry')}
          </Button>
        </Stack>
      ) : !answer ? (
        <Loader aria-label={t('eventDocuments.loading')} />
      ) : (
        <>
          <ChangedBanner state={answer} timeZone={answer.document.event.time_zone} />
          <article className={classes.paper} aria-label={props.title(answer)}>
            {props.children(answer)}
          </article>
        </>
      )}
    </Stack>
  );
}

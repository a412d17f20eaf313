import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { isLostAnswer, type PullState } from '../api/run-pos-pull.ts';
import { ElapsedTimer } from './elapsed-timer.tsx';
import { PosPullSummary } from './pos-pull-summary.tsx';

/** The words of a failure: the run's own message, the server's answer, or a lost connection. */
function failureText(error: unknown, t: TFunction): string {
  if (isLostAnswer(error)) return t('posPull.failed.unreachable');
  if (isApiError(error)) return apiErrorText(error);
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : t('errors.somethingWentWrong');
}

function Progress({
  state,
}: {
  state: Extract<PullState, { phase: 'starting' | 'running' | 'waiting' }>;
}) {
  const { t } = useTranslation();
  let text: string;
  if (state.phase === 'starting') text = t('posPull.dialog.starting');
  else if (state.phase === 'waiting') text = t('posPull.dialog.waiting');
  else if (state.run.status === 'queued') text = t('posPull.dialog.queued');
  else if (state.run.total !== null && state.run.progress >= state.run.total)
    text = t('posPull.dialog.writing');
  else text = t('posPull.dialog.reading', { count: state.run.progress });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Loader size="sm" aria-hidden />
      <Stack gap={4}>
        <Text size="sm" aria-live="polite">
          {text}
        </Text>
        {state.phase === 'waiting' && state.checks > 0 && (
          <Text size="xs" c="dimmed">
            {t('posPull.dialog.checks', { count: state.checks })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The pull's progress and outcome (spec part 1 §4): a loading indicator with a running timer
 * while it lasts (it cannot be dismissed then), then what changed, or why it failed or was
 * rejected.
 */
export function PosPullDialog({
  state,
  onClose,
}: {
  state: PullState | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ended = state !== null && 'endedAt' in state;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t('posPull.dialog.title')}
      centered
      size="lg"
      closeOnClickOutside={ended}
      closeOnEscape={ended}
      withCloseButton={ended}
    >
      {state && (
        <Stack gap="md">
          <ElapsedTimer
            startedAt={state.startedAt}
            {...(ended ? { endedAt: state.endedAt } : {})}
          />
          {(state.phase === 'starting' ||
            state.phase === 'running' ||
            state.phase === 'waiting') && <Progress state={state} />}
          {state.phase === 'succeeded' && (
            <>
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                {t('posPull.succeeded.title')}
              </Alert>
              {state.result ? (
                <PosPullSummary result={state.result} />
              ) : (
                <Text size="sm">{t('posPull.succeeded.noDetails')}</Text>
              )}
            </>
          )}
          {state.phase === 'failed' && (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
              title={t('posPull.failed.title')}
            >
              {failureText(state.error, t)}
            </Alert>
          )}
          {state.phase === 'rejected' && (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
              title={t('posPull.rejected.title')}
            >
              {t('posPull.rejected.body')}
            </Alert>
          )}
          {ended && (
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('posPull.dialog.close')}</Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

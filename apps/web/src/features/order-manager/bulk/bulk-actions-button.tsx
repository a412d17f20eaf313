import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import {
  bulkConfirmationWordFor,
  isBulkConfirmed,
  type BulkAction,
  type BulkActionAnswer,
  type BulkActionRequest,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useBulkAction } from './bulk-actions-api.ts';
import { BulkActionsForm, type BulkChoice } from './bulk-actions-form.tsx';
import { BulkOrderList } from './bulk-order-list.tsx';
import { BulkJobProgress, BulkRunSummary } from './bulk-result.tsx';

function requestOf(choice: BulkChoice, dryRun: boolean, confirmation = ''): BulkActionRequest {
  const days =
    choice.period === 'day'
      ? { date: choice.date }
      : { dateRange: { start: choice.start, end: choice.end } };
  return {
    action: choice.action,
    ...days,
    dryRun,
    ...(dryRun ? {} : { confirmation }),
    ...(choice.action === 'cancel' && choice.reason.trim() ? { reason: choice.reason.trim() } : {}),
  };
}

/** Answers of the dialog's steps: the dry run, then the run (or its job). */
type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; answer: Extract<BulkActionAnswer, { changes: unknown }> }
  | { kind: 'result'; answer: Exclude<BulkActionAnswer, { changes: unknown }> };

/**
 * "Bulk actions" of the order manager (spec part 2 §2, §4): bulk complete and bulk cancel, shown
 * only where the location's flags allow one (`menu_manager_config.allow_bulk_complete` /
 * `allow_bulk_cancel`). Date or range → the dry run's list (changed, skipped and why) → the
 * typed confirmation → what was done and refused, or the progress of a large run. No props: it
 * acts on the active location; the server checks role, flags and dates again.
 */
export function BulkActionsButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { menu_manager_config: config } = useActiveLocation();
  const actions: BulkAction[] = [
    ...(config.allow_bulk_complete ? (['complete'] as const) : []),
    ...(config.allow_bulk_cancel ? (['cancel'] as const) : []),
  ];
  const mutation = useBulkAction();
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [typed, setTyped] = useState('');
  const [runKey, setRunKey] = useState('');
  const [choice, setChoice] = useState<BulkChoice>({
    action: actions[0] ?? 'complete',
    period: 'day',
    date: '',
    start: '',
    end: '',
    reason: '',
  });
  if (actions.length === 0) return null;

  function open() {
    setStep({ kind: 'choose' });
    setTyped('');
    setRunKey(newIdempotencyKey());
    setOpened(true);
  }
  function preview() {
    mutation.mutate(
      { body: requestOf(choice, true) },
      {
        onSuccess: (answer) => {
          if ('changes' in answer) setStep({ kind: 'preview', answer });
        },
      },
    );
  }
  function run() {
    mutation.mutate(
      { body: requestOf(choice, false, typed), key: runKey },
      {
        onSuccess: (answer) => {
          if (!('changes' in answer)) setStep({ kind: 'result', answer });
        },
      },
    );
  }
  const word = bulkConfirmationWordFor(locale);

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconChecklist size={16} aria-hidden />}
        onClick={open}
      >
        {t('orderManagerTools.bulk.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('orderManagerTools.bulk.title')}
        size="lg"
        centered
      >
        <Stack gap="md">
          {step.kind === 'choose' && (
            <>
              <BulkActionsForm choice={choice} actions={actions} onChange={setChoice} />
              <Group justify="flex-end">
                <Button onClick={preview} loading={mutation.isPending}>
                  {t('orderManagerTools.bulk.preview')}
                </Button>
              </Group>
            </>
          )}
          {step.kind === 'preview' && (
            <>
              {step.answer.changes.length === 0 && (
                <Alert color="gray">{t('orderManagerTools.bulk.nothing')}</Alert>
              )}
              <BulkOrderList
                title={t('orderManagerTools.bulk.changes', { count: step.answer.changes.length })}
                orders={step.answer.changes}
              />
              <BulkOrderList
                title={t('orderManagerTools.bulk.skipped', { count: step.answer.skipped.length })}
                orders={step.answer.skipped}
              />
              {step.answer.changes.length > 0 && (
                <>
                  <TextInput
                    label={t('orderManagerTools.bulk.confirmation')}
                    description={t('orderManagerTools.bulk.irreversible', { word })}
                    value={typed}
                    onChange={(event) => setTyped(event.currentTarget.value)}
                    autoComplete="off"
                  />
                  <Group justify="flex-end">
                    <Button
                      color="red"
                      onClick={run}
                      loading={mutation.isPending}
                      disabled={!isBulkConfirmed(typed)}
                    >
                      {t('orderManagerTools.bulk.run', { count: step.answer.changes.length })}
                    </Button>
                  </Group>
                </>
              )}
            </>
          )}
          {step.kind === 'result' &&
            ('job_id' in step.answer ? (
              <BulkJobProgress jobId={step.answer.job_id} />
            ) : (
              <BulkRunSummary answer={step.answer} />
            ))}
        </Stack>
      </Modal>
    </>
  );
}

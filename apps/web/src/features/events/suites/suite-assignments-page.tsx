import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ZEventSuitesBulkRequest, type CateringEvent, type EventSuite } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useAssignEventSuites, useEventSuites, useRemoveEventSuite } from './api/event-suites.ts';
import { useSuiteChoices, useSuitesEvent, type SuiteChoices } from './api/suite-choices.ts';
import { SuiteAssignmentRow } from './components/suite-assignment-row.tsx';
import { SuitesScreen } from './components/suites-screen.tsx';
import { mappedResolver } from './forms/mapped-resolver.ts';
import {
  bulkFormPath,
  bulkFormValues,
  bulkRequestOf,
  type BulkFormValues,
} from './forms/suite-form-values.ts';
import { useEventAccess } from '#shared/session/use-event-access.ts';

const resolver = mappedResolver<BulkFormValues>(
  ZEventSuitesBulkRequest,
  bulkRequestOf,
  bulkFormPath,
);

/**
 * `/events/{eventId}/suites` (spec part 2 §2 "Suite assignments"): every suite of the location
 * in one form — ticked to be on the event, with its owner, pre-order menus, guests, equipment
 * and notes — saved at once (`POST …/event-suites/bulk`, all or nothing).
 */
export function SuiteAssignmentsPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const event = useSuitesEvent(eventId);
  const assigned = useEventSuites(eventId);
  const choices = useSuiteChoices();
  return (
    <SuitesScreen
      title={t('eventSuites.assignTitle')}
      event={event.data}
      eventId={eventId}
      back="event"
      reads={[event, assigned, choices]}
    >
      {event.data && assigned.data && choices.data && (
        <SuiteAssignments event={event.data} choices={choices.data} assigned={assigned.data} />
      )}
    </SuitesScreen>
  );
}

function SuiteAssignments(props: {
  event: CateringEvent;
  choices: SuiteChoices;
  assigned: EventSuite[];
}) {
  const { t } = useTranslation();
  if (props.choices.suites.length > 0) return <SuiteAssignmentsForm {...props} />;
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t('eventSuites.noSuites')}</Text>
      <Anchor component={Link} to="/event-settings">
        {t('eventSuites.eventSettingsLink')}
      </Anchor>
    </Stack>
  );
}

function SuiteAssignmentsForm(props: {
  event: CateringEvent;
  choices: SuiteChoices;
  assigned: EventSuite[];
}) {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  const { event, choices } = props;
  const [assigned, setAssigned] = useState(props.assigned);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const form = useLocalizedForm<BulkFormValues>(resolver, {
    defaultValues: bulkFormValues(choices.suites, assigned, choices.equipment),
  });
  const { control, handleSubmit, formState, reset, setError, setValue, watch } = form;
  const save = useAssignEventSuites(event.id);
  const remove = useRemoveEventSuite(event.id);
  useUnsavedChanges(canManage && formState.isDirty && !save.isPending);
  const ticked = watch('rows').filter((row) => row.checked).length;
  const bySuite = new Map(assigned.map((suite) => [suite.suite.id, suite]));

  const showAnswer = (answer: EventSuite[]) => {
    setAssigned(answer);
    reset(bulkFormValues(choices.suites, answer, choices.equipment));
  };
  const submit = handleSubmit(async (values) => {
    try {
      showAnswer(await save.mutateAsync(bulkRequestOf(values)));
      notifySuccess(t('eventSuites.saved'));
    } catch (error) {
      const rename = (path: string) => bulkFormPath(values, path);
      if (!showServerFieldErrors(error, setError, rename)) {
        notifyError(error instanceof Error ? error.message : String(error));
      }
    }
  });
  const removeSuite = async (suite: EventSuite) => {
    try {
      await remove.mutateAsync(suite.id);
      notifySuccess(t('eventSuites.removed', { suite: suite.suite.name }));
      showAnswer(assigned.filter((other) => other.id !== suite.id));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  const confirmRemove = (suite: EventSuite) =>
    modals.openConfirmModal({
      title: t('eventSuites.removeTitle'),
      children: <Text size="sm">{t('eventSuites.removeBody', { suite: suite.suite.name })}</Text>,
      labels: { confirm: t('eventSuites.removeConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeSuite(suite),
    });
  const rowErrors = formState.errors.rows;
  const isExpanded = (index: number) => expanded.has(index) || hasDetailError(rowErrors?.[index]);
  const toggle = (index: number) =>
    setExpanded((shown) => {
      const next = new Set(shown);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <form onSubmit={(submitEvent) => void submit(submitEvent)} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('eventSuites.assignIntro', { event: event.title })}
        </Text>
        {/* Read only below the `events` level: the server checks it again on save. */}
        <fieldset disabled={!canManage} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={t('eventSuites.table')} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>{t('eventSuites.columns.assign')}</Table.Th>
                  <Table.Th>{t('eventSuites.columns.suite')}</Table.Th>
                  <Table.Th miw={200}>{t('eventSuites.columns.owner')}</Table.Th>
                  <Table.Th miw={220}>{t('eventSuites.columns.menus')}</Table.Th>
                  <Table.Th w={130}>{t('eventSuites.columns.guests')}</Table.Th>
                  <Table.Th>{t('eventSuites.columns.status')}</Table.Th>
                  <Table.Th w={80} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {choices.suites.map((suite, index) => (
                  <SuiteAssignmentRow
                    key={suite.id}
                    index={index}
                    suite={suite}
                    assigned={bySuite.get(suite.id)}
                    eventId={event.id}
                    control={control as unknown as Control<FieldValues>}
                    choices={choices}
                    expanded={isExpanded(index)}
                    onToggle={() => toggle(index)}
                    onTick={() => setValue(`rows.${index}.checked`, true, { shouldDirty: true })}
                    onRemove={confirmRemove}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </fieldset>
        <Group justify="flex-end">
          {canManage && (
            <Button type="submit" loading={save.isPending} disabled={ticked === 0}>
              {t('eventSuites.saveCount', { count: ticked })}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Whether a row's errors are in its details (equipment or notes), hidden while it is folded. */
function hasDetailError(errors: object | undefined): boolean {
  if (!errors) return false;
  const details = ['equipment', 'dietary_restrictions', 'special_requirements'];
  return [...details, 'pre_order_additional_notes'].some((field) => field in errors);
}

import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ZEventSuiteSettings, type EventSuiteDetails } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useEventSuiteDetails, useSaveEventSuite } from './api/event-suites.ts';
import { useSuiteChoices, useSuitesEvent, type SuiteChoices } from './api/suite-choices.ts';
import { SuiteDetailFields, SuiteMainFields } from './components/suite-fields.tsx';
import { SuiteOrders } from './components/suite-orders.tsx';
import { PreOrderEmailAction } from '../pre-orders/pre-order-email-action.tsx';
import { useEventLiveUpdates } from '../pre-orders/use-event-live-updates.ts';
import { BeoLink } from '../documents/components/document-links.tsx';
import { SuiteDayPanel } from '../day/suite-day-panel.tsx';
import { SuiteStatusBadges } from './components/suite-status-badges.tsx';
import { SuitesScreen } from './components/suites-screen.tsx';
import { mappedResolver } from './forms/mapped-resolver.ts';
import {
  suiteFormPath,
  suiteFormValues,
  suiteRequestOf,
  type SuiteFormValues,
} from './forms/suite-form-values.ts';
import { useEventAccess } from '#shared/session/use-event-access.ts';

const resolver = mappedResolver<SuiteFormValues>(
  ZEventSuiteSettings,
  suiteRequestOf,
  suiteFormPath,
);

/**
 * `/events/{eventId}/suites/{suiteId}` (spec part 2 §2 "Suite settings"; `suiteId` is the event
 * suite's id, as the API and the BEO name it): one suite's owner, menus, guests, equipment and
 * notes, its status and invoice status, and its orders with their items and totals.
 */
export function SuiteSettingsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const eventId = Number(params.eventId);
  const event = useSuitesEvent(eventId);
  const details = useEventSuiteDetails(eventId, Number(params.suiteId));
  const choices = useSuiteChoices();
  const suite = details.data;
  useEventLiveUpdates(eventId);
  return (
    <SuitesScreen
      title={
        suite
          ? t('eventSuites.settingsTitleOf', { suite: suite.suite.name })
          : t('eventSuites.settingsTitle')
      }
      event={event.data}
      eventId={eventId}
      back="suites"
      reads={[event, details, choices]}
      badges={
        suite && <SuiteStatusBadges status={suite.status} invoiceStatus={suite.invoice_status} />
      }
    >
      {suite && choices.data && (
        <Stack gap="lg">
          <BeoLink eventId={eventId} suiteId={suite.id} />
          <PreOrderEmailAction eventId={eventId} suite={suite} />
          <SuiteSettingsForm key={suite.id} suite={suite} choices={choices.data} />
          <Divider />
          <SuiteOrders details={suite} />
          <SuiteDayPanel details={suite} />
        </Stack>
      )}
    </SuitesScreen>
  );
}

function SuiteSettingsForm({
  suite,
  choices,
}: {
  suite: EventSuiteDetails;
  choices: SuiteChoices;
}) {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  const save = useSaveEventSuite(suite.event_id, suite.id);
  const form = useLocalizedForm<SuiteFormValues>(resolver, {
    defaultValues: suiteFormValues(suite, choices.equipment),
  });
  const { control, handleSubmit, formState, reset, setError } = form;
  useUnsavedChanges(formState.isDirty && !save.isPending);
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(suiteRequestOf(values));
      reset(suiteFormValues(saved, choices.equipment));
      notifySuccess(t('eventSuites.savedOne'));
    } catch (error) {
      if (!showServerFieldErrors(error, setError, (path) => suiteFormPath(values, path))) {
        notifyError(error instanceof Error ? error.message : String(error));
      }
    }
  });
  const fields = { control: control as unknown as Control<FieldValues>, prefix: '', choices };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={900}>
        {suite.status === 'not_configured' && (
          <Text size="sm" c="dimmed">
            {t('eventSuites.notConfiguredHint')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SuiteMainFields {...fields} />
        </SimpleGrid>
        <SuiteDetailFields {...fields} />
        <Group justify="flex-end">
          {canManage && (
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

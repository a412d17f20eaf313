import { useEffect, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  eventFormField,
  eventFormSchema,
  eventFormValues,
  type CateringEvent,
  type EventFormValues,
  type EventRequest,
  type EventType,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { ManagerSection, PreOrderSection, WhenSection } from './event-form-sections.tsx';

interface EventFormProps {
  /** The event edited, or null for a new one. */
  event: CateringEvent | null;
  types: EventType[];
}

/**
 * The create and edit event form, checked as the user types by the domain's rules (the server
 * checks them again: its field messages land on the same fields). Start and end are typed in the
 * location's time zone. Leaving with unsaved changes asks first; a saved event opens its details.
 */
export function EventForm({ event, types }: EventFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timezone } = useActiveLocation();
  const save = useSaveEvent();
  const [savedId, setSavedId] = useState<number | null>(null);
  const form = useLocalizedForm<EventFormValues, EventRequest>(
    (error) => zodResolver(eventFormSchema(timezone), { error }),
    { mode: 'onChange', defaultValues: eventFormValues(event, timezone) },
  );
  useUnsavedChanges(form.formState.isDirty && savedId === null);
  // Navigated once the saved state has rendered, so the unsaved-changes guard lets it through.
  useEffect(() => {
    if (savedId !== null) void navigate(`/events/${savedId}`);
  }, [savedId, navigate]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: event?.id ?? null, body });
      notifySuccess(t(event ? 'events.form.saved' : 'events.form.created'));
      setSavedId(saved.id);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, eventFormField)) {
        notifyError(error instanceof Error ? error.message : String(error));
      }
    }
  });

  const cancelTo = event ? `/events/${event.id}` : '/events';
  return (
    <form onSubmit={(submitEvent) => void submit(submitEvent)} noValidate>
      <Stack maw={880}>
        <WhenSection form={form} types={types} timeZone={timezone} />
        <PreOrderSection form={form} />
        <ManagerSection form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(cancelTo)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {event ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

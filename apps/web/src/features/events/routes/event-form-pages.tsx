import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '#lib/api/api-error.ts';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { useEventDetails } from '../api/get-event-details.ts';
import { useEventTypes } from '../api/get-event-types.ts';
import { EventForm } from '../components/event-form.tsx';

function FormScreen(props: {
  title: string;
  back: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {props.backLabel}
        </Group>
      </Anchor>
      <Title order={1}>{props.title}</Title>
      {props.children}
    </Stack>
  );
}

/** `/events/create`: a new event; its type's default menus are shown once a type is chosen. */
export function CreateEventPage() {
  const { t } = useTranslation();
  const types = useEventTypes();
  return (
    <FormScreen title={t('events.createTitle')} back="/events" backLabel={t('events.backToEvents')}>
      {types.isError ? (
        <Alert color="red">{t('events.loadFailed')}</Alert>
      ) : !types.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <EventForm event={null} types={types.data} />
      )}
    </FormScreen>
  );
}

/** `/events/{eventId}/edit`: the event's fields, as the create form has them. */
export function EditEventPage() {
  const { t } = useTranslation();
  const id = Number(useParams().eventId);
  const event = useEventDetails(id);
  const types = useEventTypes();
  if (isApiError(event.error) && event.error.status === 404) return <PageNotFound />;
  return (
    <FormScreen
      title={
        event.data ? t('events.editTitle', { title: event.data.title }) : t('events.detailsTitle')
      }
      back={`/events/${id}`}
      backLabel={t('events.backToEvent')}
    >
      {event.isError || types.isError ? (
        <Alert color="red">{t('events.loadFailed')}</Alert>
      ) : !event.data || !types.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <EventForm event={event.data} types={types.data} />
      )}
    </FormScreen>
  );
}

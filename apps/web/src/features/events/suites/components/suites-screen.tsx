import type { ReactNode } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CateringEvent } from '@app/domain';
import { isApiError } from '#lib/api/api-error.ts';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/** What a screen reads, as React Query answers each read. */
export interface ScreenRead {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface SuitesScreenProps {
  title: string;
  /** The event the screen is about, once read. */
  event: CateringEvent | undefined;
  eventId: number;
  /** Where the back link goes: the event's details or its suite assignments. */
  back: 'event' | 'suites';
  reads: readonly ScreenRead[];
  /** Beside the title (a suite's status badges). */
  badges?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the suite screens: back link, title, the event's title and start, and the
 * screen's reads — loading, failed (with a retry), or not found (another location's event or
 * suite, or none) — before its content.
 */
export function SuitesScreen(props: SuitesScreenProps) {
  const { t } = useTranslation();
  const format = useFormatters(useActiveLocation().timezone);
  const { reads, event } = props;
  if (reads.some((read) => isApiError(read.error) && read.error.status === 404)) {
    return <PageNotFound />;
  }
  const backTo =
    props.back === 'event' ? `/events/${props.eventId}` : `/events/${props.eventId}/suites`;
  return (
    <Stack gap="md" p="md">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t(props.back === 'event' ? 'eventSuites.backToEvent' : 'eventSuites.backToSuites')}
        </Group>
      </Anchor>
      <div>
        <Group gap="sm">
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.badges}
        </Group>
        {event && (
          <Text c="dimmed" size="sm">
            {event.title} · {format.dateTime(event.start_date)}
          </Text>
        )}
      </div>
      {reads.some((read) => read.isError) ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('eventSuites.loadError')}</Text>
          <Button variant="default" onClick={() => reads.forEach((read) => void read.refetch())}>
            {t('eventSuites.retry')}
          </Button>
        </Stack>
      ) : reads.some((read) => read.isPending) ? (
        <Loader aria-label={t('eventSuites.loading')} />
      ) : (
        props.children
      )}
    </Stack>
  );
}

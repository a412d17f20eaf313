import { Group } from '@mantine/core';
import { FinalizeButton } from './finalize-button.tsx';
import { FireEventButton } from './fire-event-button.tsx';

/** The event details page's event-day buttons: fire the event, finalize its suites. */
export function EventDayActions({ event }: { event: { id: number; title: string } }) {
  return (
    <Group>
      <FireEventButton event={event} />
      <FinalizeButton eventId={event.id} title={event.title} />
    </Group>
  );
}

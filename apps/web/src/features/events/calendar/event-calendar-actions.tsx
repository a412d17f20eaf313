import { toIsoDate, type CateringEvent } from '@app/domain';
import { calendarFileName } from '#shared/calendar/calendar-file-name.ts';
import { CalendarLinkActions } from '#shared/calendar/calendar-link-actions.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/** The event's calendar: its `.ics` to add, or its feed's address to subscribe to. */
export function EventCalendarActions({ event }: { event: CateringEvent }) {
  const { timezone } = useActiveLocation();
  const day = toIsoDate(new Date(event.start_date), timezone);
  return (
    <CalendarLinkActions
      linkPath={`/catering/events/${event.id}/calendar-link`}
      fileName={calendarFileName(event.title, day)}
      name={event.title}
    />
  );
}

import type { CalendarEntry } from '@app/domain';
import type { EventSuiteRow } from '../event-suites/event-suites.repository.ts';
import type { EventRow } from '../events/events.repository.ts';
import type { CalendarCopy } from './calendar-copy.ts';
import type { CalendarPlace, OwnerSuiteRow } from './calendar-feeds.repository.ts';

/** What every entry of a feed shares: the host naming its ids, the place, the words. */
export interface FeedSetting {
  /** The public address's host: with the row's id, a UID unique to this install. */
  host: string;
  place: CalendarPlace;
  copy: CalendarCopy;
}

type Manager = Pick<EventRow, 'manager_name' | 'manager_phone' | 'manager_email'>;

const present = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));

/** `Label: value`, or nothing when the value is empty. */
function labelled(copy: CalendarCopy, label: string, value: string | number | null | undefined) {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text ? [`${label}${copy.colon}${text}`] : [];
}

function managerLine(copy: CalendarCopy, event: Manager) {
  const contact = present(event.manager_name, event.manager_phone, event.manager_email);
  return labelled(copy, copy.eventManager, contact.join(', '));
}

/** The venue's name and its address: where a calendar application places the entry. */
export function placeText(place: CalendarPlace): string {
  return present(place.name, place.address).join(', ');
}

/** The event as one entry: its type, attendance, manager and every suite with its owner. */
export function eventEntry(
  setting: FeedSetting,
  event: EventRow,
  suites: readonly EventSuiteRow[],
): CalendarEntry {
  const { copy } = setting;
  const suiteLines = suites.map((suite) => {
    const owner = suite.suite_owner
      ? present(
          suite.suite_owner.name,
          suite.suite_owner.company_name && `(${suite.suite_owner.company_name})`,
        ).join(' ')
      : copy.noOwner;
    return `- ${suite.suite.name} — ${owner}`;
  });
  const description = [
    ...labelled(copy, copy.eventType, event.event_type_name),
    ...labelled(copy, copy.projectedAttendance, event.projected_attendance),
    ...managerLine(copy, event),
    '',
    suiteLines.length ? `${copy.suites}${copy.colon.trimEnd()}` : copy.noSuites,
    ...suiteLines,
  ];
  const updated = Math.max(
    event.updated_at.getTime(),
    ...suites.map((suite) => Date.parse(suite.updated_at)),
  );
  return {
    uid: `event-${event.id}@${setting.host}`,
    start: event.start_date,
    end: event.end_date,
    summary: event.title,
    description: description.join('\n').trim(),
    location: placeText(setting.place),
    updated: new Date(updated),
  };
}

/** One suite of an owner at one event: the suite and event, the manager, the suite's notes. */
export function ownerSuiteEntry(setting: FeedSetting, row: OwnerSuiteRow): CalendarEntry {
  const { copy } = setting;
  const cancelled = row.status === 'cancelled';
  const description = [
    present(row.title, row.event_type_name && `(${row.event_type_name})`).join(' '),
    ...labelled(copy, copy.suite, row.suite_name),
    ...labelled(copy, copy.guaranteedGuests, row.guaranteed_guest_count),
    ...managerLine(copy, row),
    ...labelled(copy, copy.dietaryRestrictions, row.dietary_restrictions),
    ...labelled(copy, copy.specialRequirements, row.special_requirements),
    ...labelled(copy, copy.notes, row.pre_order_additional_notes),
  ];
  const summary = copy.ownerSummary(row.suite_name, row.title);
  return {
    uid: `event-suite-${row.id}@${setting.host}`,
    start: row.start_date,
    end: row.end_date,
    summary: cancelled ? `${copy.cancelled}${copy.colon}${summary}` : summary,
    description: description.join('\n'),
    location: placeText(setting.place),
    updated: row.updated_at,
    cancelled,
  };
}

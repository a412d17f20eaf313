import { z } from 'zod';
import { DEFAULT_TIME_ZONE, formatTime, toIsoDate } from '../dates/date-format.ts';
import { parseIsoDate, parseTimeOfDay } from '../dates/date-parse.ts';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';
import { validationIssue } from '../validation/validation-messages.ts';
import { addValidationIssue } from '../validation/zod-issues.ts';
import { eventFields, eventTimingIssues, type CateringEvent, type EventRequest } from './events.ts';

/**
 * The create and edit event form: the request's fields, with the start and the end each typed
 * as a day and a time of day in the location's time zone. Parsing it gives the request body, so
 * the form and the server apply the same rules (`eventTimingIssues`).
 */

const ZFormDay = z
  .string()
  .nullable()
  .superRefine((day, ctx) => {
    if (!day) addValidationIssue(ctx, validationIssue('required'));
    else if (!parseIsoDate(day)) addValidationIssue(ctx, validationIssue('invalid'));
  });

const ZFormTime = z.string().superRefine((time, ctx) => {
  if (!time) addValidationIssue(ctx, validationIssue('required'));
  else if (!parseTimeOfDay(time)) addValidationIssue(ctx, validationIssue('invalid'));
});

function instantOf(day: string | null, time: string, timeZone: string): Date | null {
  if (!day || !parseIsoDate(day) || !parseTimeOfDay(time)) return null;
  return zonedTimeToInstant(day, time, timeZone);
}

/**
 * The form's schema in the location's `timeZone`: "The end must be after the start." shows on
 * the end's time when both are on one day, on its day otherwise.
 */
export function eventFormSchema(timeZone: string = DEFAULT_TIME_ZONE) {
  return eventFields
    .extend({ start_day: ZFormDay, start_time: ZFormTime, end_day: ZFormDay, end_time: ZFormTime })
    .superRefine((form, ctx) => {
      const issues = eventTimingIssues({
        ...form,
        start: instantOf(form.start_day, form.start_time, timeZone),
        end: instantOf(form.end_day, form.end_time, timeZone),
      });
      if (issues.end) {
        const field = form.end_day === form.start_day ? 'end_time' : 'end_day';
        addValidationIssue(ctx, issues.end, [field]);
      }
      if (issues.pre_order_email_days) {
        addValidationIssue(ctx, issues.pre_order_email_days, ['pre_order_email_days']);
      }
    })
    .transform(({ start_day, start_time, end_day, end_time, ...fields }): EventRequest => {
      const start = instantOf(start_day, start_time, timeZone);
      const end = instantOf(end_day, end_time, timeZone);
      return {
        ...fields,
        start_date: start?.toISOString() ?? '',
        end_date: end?.toISOString() ?? '',
      };
    });
}
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;

/** The server's field names of the request, as the form names them (`start_date` → `start_day`). */
export function eventFormField(path: string): string {
  if (path === 'start_date') return 'start_day';
  if (path === 'end_date') return 'end_day';
  return path;
}

/** The form's first values: the event's (in `timeZone`), or an empty form. */
export function eventFormValues(
  event: CateringEvent | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): EventFormValues {
  const end = event?.end_date ?? null;
  return {
    title: event?.title ?? '',
    start_day: event ? toIsoDate(event.start_date, timeZone) : null,
    start_time: event ? formatTime(event.start_date, timeZone) : '',
    end_day: end ? toIsoDate(end, timeZone) : null,
    end_time: end ? formatTime(end, timeZone) : '',
    event_type_id: event?.event_type?.id ?? null,
    pre_order_type: event?.pre_order_type ?? 'event_based',
    order_lock_period_days: event?.order_lock_period_days ?? null,
    pre_order_email_days: event?.pre_order_email_days ?? null,
    manager_name: event?.manager_name ?? '',
    manager_phone: event?.manager_phone ?? '',
    manager_email: event?.manager_email ?? '',
    projected_attendance: event?.projected_attendance ?? null,
  };
}

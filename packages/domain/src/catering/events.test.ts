import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locale.ts';
import { validationErrorMap } from '../validation/zod-issues.ts';
import { eventFormSchema, eventFormValues, type EventFormValues } from './event-form.ts';
import {
  ZEventRequest,
  ZEventsQuery,
  type CateringEvent,
  type EventRequestInput,
} from './events.ts';

const game: EventRequestInput = {
  title: ' Lions vs. Hawks ',
  start_date: '2026-12-11T00:00:00.000Z',
  end_date: '2026-12-11T03:00:00.000Z',
  event_type_id: 4,
  order_lock_period_days: 3,
  pre_order_email_days: 7,
  manager_phone: '416-555-0199',
  manager_email: 'events@stadium.example',
  projected_attendance: 18500,
};

function problems(body: unknown, locale: Locale = 'en-CA') {
  const result = ZEventRequest.safeParse(body, { error: validationErrorMap(locale) });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('event request', () => {
  it('trims the title and fills what is not given', () => {
    expect(ZEventRequest.parse(game)).toEqual({
      ...game,
      title: 'Lions vs. Hawks',
      pre_order_type: 'event_based',
      manager_name: '',
    });
    const bare = { title: 'Gala', start_date: game.start_date, end_date: game.end_date };
    expect(ZEventRequest.parse(bare)).toMatchObject({
      event_type_id: null,
      order_lock_period_days: null,
      pre_order_email_days: null,
      projected_attendance: null,
      manager_email: '',
    });
  });

  it('needs the end after the start', () => {
    expect(problems({ ...game, end_date: game.start_date })).toEqual({
      end_date: 'The end must be after the start.',
    });
    expect(problems({ ...game, end_date: '2026-12-10T23:00:00.000Z' }, 'fr-CA')).toEqual({
      end_date: 'La fin doit être après le début.',
    });
  });

  it('sends the pre-order email before ordering locks', () => {
    expect(problems({ ...game, pre_order_email_days: 3 })).toEqual({
      pre_order_email_days:
        'The pre-order email must go out before ordering locks: more days before the event than the order lock period (3).',
    });
    expect(problems({ ...game, order_lock_period_days: null, pre_order_email_days: 1 })).toEqual(
      {},
    );
    // No email day: the email is sent by hand, whatever the lock period.
    expect(problems({ ...game, pre_order_email_days: null })).toEqual({});
  });

  it('checks the manager’s phone and email, the attendance and the days, in both languages', () => {
    expect(
      problems({
        ...game,
        manager_phone: '4165550199',
        manager_email: 'events@',
        projected_attendance: -1,
        order_lock_period_days: -1,
        title: '',
      }),
    ).toEqual({
      title: 'This field is required.',
      manager_phone: 'Enter the phone number as 999-999-9999.',
      manager_email: "This email isn't valid.",
      projected_attendance: 'must be 0 or higher',
      order_lock_period_days: 'must be 0 or higher',
    });
    expect(problems({ ...game, manager_phone: '416 555 0199' }, 'fr-CA')).toEqual({
      manager_phone: 'Entrez le numéro de téléphone sous la forme 999-999-9999.',
    });
    expect(problems({ ...game, pre_order_type: 'whenever' })).toHaveProperty('pre_order_type');
  });
});

describe('event form', () => {
  const form: EventFormValues = {
    ...eventFormValues(null),
    title: 'Lions vs. Hawks',
    start_day: '2026-12-10',
    start_time: '19:00',
    end_day: '2026-12-10',
    end_time: '22:00',
    order_lock_period_days: 3,
    pre_order_email_days: 7,
  };
  const parse = (values: EventFormValues, timeZone = 'America/Toronto') =>
    eventFormSchema(timeZone).safeParse(values, { error: validationErrorMap('en-CA') });

  it('gives the request with the start and end read in the location’s time zone', () => {
    const parsed = parse(form);
    expect(parsed.data).toMatchObject({
      title: 'Lions vs. Hawks',
      start_date: '2026-12-11T00:00:00.000Z',
      end_date: '2026-12-11T03:00:00.000Z',
    });
    expect(parse(form, 'America/Vancouver').data?.start_date).toBe('2026-12-11T03:00:00.000Z');
  });

  it('puts the end rule on the end’s time on one day, on its day otherwise', () => {
    const sameDay = parse({ ...form, end_time: '18:00' });
    expect(sameDay.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['end_time']);
    const dayBefore = parse({ ...form, end_day: '2026-12-09' });
    expect(dayBefore.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['end_day']);
    const missing = parse({ ...form, start_day: null, start_time: '' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
  });

  it('reads an event back as it was written', () => {
    const event = {
      title: 'Gala',
      start_date: '2026-12-11T00:00:00.000Z',
      end_date: '2026-12-11T03:00:00.000Z',
      event_type: { id: 2, name: 'Concert' },
      pre_order_type: 'time_based',
      order_lock_period_days: 2,
      pre_order_email_days: 5,
      manager_name: 'Jordan',
      manager_phone: null,
      manager_email: null,
      projected_attendance: 900,
    } as CateringEvent;
    const values = eventFormValues(event, 'America/Toronto');
    expect(values).toMatchObject({
      start_day: '2026-12-10',
      start_time: '19:00',
      manager_phone: '',
    });
    expect(parse(values).data).toMatchObject({
      start_date: event.start_date,
      end_date: event.end_date,
      event_type_id: 2,
      pre_order_type: 'time_based',
    });
  });
});

describe('events query', () => {
  it('reads the JSON filters and the sort', () => {
    expect(
      ZEventsQuery.parse({
        search: ' lions ',
        page: '2',
        eventTypeIds: '[3,4]',
        eventStatuses: '["pre_ordering","past_event"]',
        dateRange: '["2026-12-01","2026-12-31"]',
        dateSortAsc: 'false',
      }),
    ).toEqual({
      search: 'lions',
      page: 2,
      pageSize: 20,
      eventTypeIds: [3, 4],
      eventStatuses: ['pre_ordering', 'past_event'],
      dateRange: { from: '2026-12-01', to: '2026-12-31' },
      dateSortAsc: false,
    });
    expect(ZEventsQuery.parse({})).toMatchObject({ page: 1, dateSortAsc: true });
  });

  it('refuses filters that are not the JSON it names', () => {
    for (const query of [
      { eventTypeIds: '3' },
      { eventStatuses: '["soon"]' },
      { dateRange: '["2026-12-31","2026-12-01"]' },
      { dateRange: '["2026-02-30","2026-03-01"]' },
      { dateSortAsc: 'yes' },
      { page: '0' },
    ]) {
      expect(ZEventsQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

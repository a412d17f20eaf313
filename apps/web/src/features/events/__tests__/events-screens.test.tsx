import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { toIsoDate, upcomingPreOrderStatuses, zonedTimeToInstant } from '@app/domain';
import { apiError, json } from '#test/fetch-mock.ts';
import { makeMenuSummary } from '#test/catalogue.ts';
import { currentPath } from '#test/render-app.tsx';
import { makeDetails, makeEvent, makeEventSuite, openEvents, page } from './event-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });

const hawks = makeEvent(5, 'Lions vs. Hawks', '2030-07-15T23:00:00.000Z', 'pre_ordering');
const alumni = makeEvent(6, 'Alumni Game', '2030-07-20T23:00:00.000Z', 'pre_ordering_locked');
const opener = makeEvent(2, 'Season Opener Gala', '2030-04-02T22:00:00.000Z', 'past_event');
const hockey = { id: 3, name: 'Hockey Game', menus: [{ id: 12, name: 'Suite Catering' }] };

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('events screens', { timeout: 40_000 }, () => {
  it('lists the upcoming and the past events, each soonest first, at the location’s time', async () => {
    const app = openEvents('/events', {
      'GET /api/catering/events': (call) =>
        json(
          200,
          page(
            call.query.get('eventStatuses')?.includes('past_event') ? [opener] : [hawks, alumni],
          ),
        ),
    });
    const upcoming = await app.screen.findByRole('table', { name: 'Upcoming' });
    expect(rowsOf(upcoming)).toEqual([
      'Lions vs. Hawks2030/07/15 19:00Hockey GamePre-ordering2',
      'Alumni Game2030/07/20 19:00Hockey GamePre-ordering locked2',
    ]);
    const past = await app.screen.findByRole('table', { name: 'Past' });
    expect(rowsOf(past)).toEqual(['Season Opener Gala2030/04/02 18:00Hockey GamePast event2']);
    const asked = app.api.callsTo('GET', '/api/catering/events').map((call) => call.query);
    expect(asked.map((query) => JSON.parse(query.get('eventStatuses')!) as string[])).toEqual(
      expect.arrayContaining([[...upcomingPreOrderStatuses], ['past_event']]),
    );
    expect(asked.every((query) => query.get('dateSortAsc') === 'true')).toBe(true);
    expect(app.screen.getByRole('link', { name: 'Create event' })).toBeTruthy();

    await app.user.click(within(upcoming).getByRole('link', { name: 'Lions vs. Hawks' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/events/5'));
  });

  it('asks for all events with the filters JSON-encoded, and says when none matches', async () => {
    const app = openEvents('/events/all', {
      'GET /api/catering/events': (call) =>
        json(200, page(call.query.get('search') === 'nothing' ? [] : [hawks, opener])),
      'GET /api/catering/event-types': json(200, [hockey]),
    });
    await app.screen.findByRole('table', { name: 'All events' });
    await app.user.click(app.screen.getByLabelText('Event types', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Hockey Game' }));
    await app.user.click(app.screen.getByLabelText('Pre-order status', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Pre-ordering locked' }));
    await app.user.click(app.screen.getByText('Latest first'));
    await app.user.type(app.screen.getByRole('textbox', { name: 'Search' }), 'hawks');
    await waitFor(() => {
      const last = app.api.callsTo('GET', '/api/catering/events').at(-1)!.query;
      expect(Object.fromEntries(last)).toEqual({
        search: 'hawks',
        page: '1',
        pageSize: '20',
        eventTypeIds: '[3]',
        eventStatuses: '["pre_ordering_locked"]',
        dateSortAsc: 'false',
      });
    });
    const search = app.screen.getByRole('textbox', { name: 'Search' });
    await app.user.clear(search);
    await app.user.type(search, 'nothing');
    expect(await app.screen.findByText('No event matches these filters.')).toBeTruthy();
  });

  it('creates an event once its times and pre-order days agree, the times in the location’s zone', async () => {
    const created = makeEvent(
      31,
      'Lions vs. Bears',
      '2030-07-15T23:00:00.000Z',
      'setup_incomplete',
    );
    const app = openEvents('/events/create', {
      'GET /api/catering/event-types': json(200, [hockey]),
      'POST /api/catering/events': json(201, created),
      'GET /api/catering/events/31/deep-get-event': json(200, makeDetails(created, [])),
    });
    const create = await app.screen.findByRole('button', { name: 'Create' });
    await app.user.click(create);
    const title = app.screen.getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));

    await app.user.type(title, 'Lions vs. Bears');
    const today = toIsoDate(new Date(), 'America/Toronto');
    for (const part of ['Start', 'End'] as const) {
      await app.user.click(app.screen.getByRole('button', { name: new RegExp(`^${part} date`) }));
      await app.user.click(
        await app.screen.findByRole('button', { name: today.replaceAll('-', '/') }),
      );
    }
    await app.user.type(app.screen.getByRole('spinbutton', { name: 'Start time, hours' }), '1900');
    await app.user.type(app.screen.getByRole('spinbutton', { name: 'End time, hours' }), '1800');
    await app.user.type(app.screen.getByRole('textbox', { name: 'Order lock period (days)' }), '3');
    await app.user.type(
      app.screen.getByRole('textbox', { name: 'Pre-order email (days before)' }),
      '2',
    );
    await app.user.click(create);
    expect(await app.screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(
      await app.screen.findByText(/The pre-order email must go out before ordering locks/),
    ).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/catering/events')).toHaveLength(0);

    const endHours = app.screen.getByRole('spinbutton', { name: 'End time, hours' });
    await app.user.clear(endHours);
    await app.user.type(endHours, '22');
    const email = app.screen.getByRole('textbox', { name: 'Pre-order email (days before)' });
    await app.user.clear(email);
    await app.user.type(email, '7');
    await app.user.click(app.screen.getByLabelText('Event type', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Hockey Game' }));
    expect(await app.screen.findByText(/Hockey Game proposes these pre-order menus/)).toBeTruthy();
    await app.user.click(create);
    await waitFor(() => expect(currentPath(app.router)).toBe('/events/31'));
    expect(app.api.callsTo('POST', '/api/catering/events')[0]!.body).toMatchObject({
      title: 'Lions vs. Bears',
      start_date: zonedTimeToInstant(today, '19:00', 'America/Toronto').toISOString(),
      end_date: zonedTimeToInstant(today, '22:00', 'America/Toronto').toISOString(),
      event_type_id: 3,
      order_lock_period_days: 3,
      pre_order_email_days: 7,
    });
  });

  it('shows an event’s details: status, suites, pending orders, and what a manager may do', async () => {
    const app = openEvents('/events/5', {
      'GET /api/catering/events/5/deep-get-event': json(
        200,
        makeDetails(hawks, [
          makeEventSuite(1, 'Suite 101'),
          makeEventSuite(2, 'Suite 204', {
            suite_owner: null,
            status: 'not_configured',
            order_counts: { total: 0, active: 0 },
          }),
        ]),
      ),
    });
    expect(
      await app.screen.findByRole('heading', { level: 1, name: 'Lions vs. Hawks' }),
    ).toBeTruthy();
    expect(
      app.screen.getByText(/Suite owners can pre-order until 2030\/07\/12 19:00/),
    ).toBeTruthy();
    const suites = app.screen.getByRole('table', { name: 'Suites' });
    expect(within(suites).getByRole('link', { name: 'Open Suite 101' })).toBeTruthy();
    expect(within(suites).getByText('Priya Sharma')).toBeTruthy();
    expect(within(suites).getByText('No owner yet')).toBeTruthy();
    const pending = app.screen.getByRole('region', { name: 'Pending orders' });
    expect(within(pending).getByText('#1042')).toBeTruthy();
    for (const name of ['Delete event', 'Calendar of Lions vs. Hawks']) {
      expect(app.screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(app.screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(app.screen.getByRole('link', { name: 'Assign suites' })).toBeTruthy();
  });

  it('shows a server the events and their calendar, without a way to change them', async () => {
    const app = openEvents(
      '/events/5',
      {
        'GET /api/catering/events/5/deep-get-event': json(
          200,
          makeDetails(hawks, [makeEventSuite(1, 'Suite 101')]),
        ),
      },
      'server',
    );
    expect(
      await app.screen.findByRole('heading', { level: 1, name: 'Lions vs. Hawks' }),
    ).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Calendar of Lions vs. Hawks' })).toBeTruthy();
    expect(app.screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(app.screen.queryByRole('button', { name: 'Delete event' })).toBeNull();
    expect(app.screen.queryByRole('link', { name: 'Assign suites' })).toBeNull();

    await app.user.click(app.screen.getByRole('link', { name: 'Back to events' }));
    await app.screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(app.screen.getByRole('link', { name: 'All events' })).toBeTruthy();
    expect(app.screen.queryByRole('link', { name: 'Create event' })).toBeNull();
  });
});

describe('suite assignments', { timeout: 40_000 }, () => {
  const suite101 = makeEventSuite(1, 'Suite 101', { suite: { id: 101, name: 'Suite 101' } });
  const lists = {
    'GET /api/catering/events/5': json(200, hawks),
    'GET /api/catering/events/5/event-suites': json(200, [suite101]),
    'GET /api/catering/suites': json(200, [
      { id: 101, name: 'Suite 101' },
      { id: 204, name: 'Suite 204' },
    ]),
    'GET /api/catering/suite-owners': json(200, [
      {
        id: 7,
        firstName: 'Priya',
        lastName: 'Sharma',
        name: 'Priya Sharma',
        email: 'priya@example.test',
        company_name: null,
        title: null,
        phone_number: null,
        locale: 'en-CA',
      },
      {
        id: 8,
        firstName: 'Marc',
        lastName: 'Tremblay',
        name: 'Marc Tremblay',
        email: 'marc@example.test',
        company_name: 'Great Lakes Logistics',
        title: null,
        phone_number: null,
        locale: 'fr-CA',
      },
    ]),
    'GET /api/catering/equipment': json(200, [{ id: 4, name: 'Chafing dish' }]),
    'GET /api/menus': json(200, [makeMenuSummary(12, 'Suite Catering')]),
  };

  it('books a suite with its owner and menus in one save, and shows a refusal on its field', async () => {
    const added = makeEventSuite(2, 'Suite 204', {
      suite: { id: 204, name: 'Suite 204' },
      status: 'email_scheduled',
    });
    let refuse = true;
    const app = openEvents('/events/5/suites', {
      ...lists,
      'POST /api/catering/events/5/event-suites/bulk': () => {
        if (!refuse) return json(200, [suite101, added]);
        refuse = false;
        return apiError(400, 'validation_failed', 'Check the fields.', {
          fields: { 'suites.1.suite_owner_id': "Choose from this location's list." },
        });
      },
    });
    const table = await app.screen.findByRole('table', { name: 'Suites of the location' });
    expect(
      within(table).getByRole('checkbox', { name: 'Suite 101 is on the event' }),
    ).toHaveProperty('disabled', true);
    await app.user.click(
      within(table).getByLabelText('Suite owner – Suite 204', { selector: 'input' }),
    );
    await app.user.click(
      await app.screen.findByRole('option', { name: 'Marc Tremblay (Great Lakes Logistics)' }),
    );
    // Choosing its owner ticks the suite.
    expect(
      within(table).getByRole('checkbox', { name: 'Assign Suite 204 to the event' }),
    ).toHaveProperty('checked', true);
    await app.user.click(
      within(table).getByLabelText('Pre-order menus – Suite 204', { selector: 'input' }),
    );
    await app.user.click(await app.screen.findByRole('option', { name: 'Suite Catering' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save 2 suites' }));
    expect(await app.screen.findByText("Choose from this location's list.")).toBeTruthy();

    await app.user.click(app.screen.getByRole('button', { name: 'Save 2 suites' }));
    expect(await app.screen.findByText('The suites were saved.')).toBeTruthy();
    const [, saved] = app.api.callsTo('POST', '/api/catering/events/5/event-suites/bulk');
    expect((saved!.body as { suites: unknown[] }).suites).toEqual([
      expect.objectContaining({ suite_id: 101, suite_owner_id: 7, menu_ids: [12] }),
      expect.objectContaining({ suite_id: 204, suite_owner_id: 8, menu_ids: [12] }),
    ]);
  });

  it('shows a server the bookings read only: no save, no removal', async () => {
    const app = openEvents('/events/5/suites', lists, 'server');
    const table = await app.screen.findByRole('table', { name: 'Suites of the location' });
    expect(within(table).getByRole('link', { name: 'Settings of Suite 101' })).toBeTruthy();
    expect(
      within(table).queryByRole('button', { name: 'Remove Suite 101 from the event' }),
    ).toBeNull();
    const box = within(table).getByRole('checkbox', { name: 'Assign Suite 204 to the event' });
    // In a disabled fieldset, as browsers disable every field in it (happy-dom does not).
    expect(box.closest('fieldset[disabled]')).not.toBeNull();
    expect(
      within(table)
        .getByLabelText('Suite owner – Suite 101', { selector: 'input' })
        .closest('fieldset[disabled]'),
    ).not.toBeNull();
    expect(app.screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});

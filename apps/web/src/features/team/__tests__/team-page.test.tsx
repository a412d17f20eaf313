import { describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TeamMember } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { TeamPage } from '../routes/team-page.tsx';

configure({ asyncUtilTimeout: 4000 });
const bistro = makeLocation(1, 'Bistro');
const school = makeLocation(2, 'School');

const member = (id: number, values: Partial<TeamMember>): TeamMember => ({
  id,
  email: `person${id}@demo.test`,
  name: `Person ${id}`,
  role: 'staff',
  restaurantIds: [1],
  locale: 'en-CA',
  has_pin: false,
  status: 'active',
  ...values,
});
const team = [
  member(3, { name: 'Ada Boss', role: 'enterprise' }),
  member(4, { name: 'Bea Invited', status: 'invited', has_pin: true }),
  member(5, { name: 'Cy Gone', role: 'lead', status: 'deactivated', restaurantIds: [1, 2] }),
];

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/team': json(200, team),
    'POST /api/restaurants/list': json(200, [bistro, school]),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [1, 2] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <TeamPage />
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

describe('TeamPage', { timeout: 30_000 }, () => {
  it('lists the accounts with their status, and offers actions only on accounts not above one’s role', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Team' });
    const boss = within(table).getByRole('row', { name: /Ada Boss/ });
    expect(within(boss).getByText('Enterprise')).toBeTruthy();
    expect(within(boss).queryByRole('button')).toBeNull();
    const invited = within(table).getByRole('row', { name: /Bea Invited/ });
    expect(within(invited).getByText('Invited')).toBeTruthy();
    expect(within(invited).getByText('PIN')).toBeTruthy();
    expect(
      within(invited).getByRole('button', { name: 'Resend the invitation of Bea Invited' }),
    ).toBeTruthy();
    const gone = within(table).getByRole('row', { name: /Cy Gone/ });
    expect(within(gone).getByText('Deactivated')).toBeTruthy();
    expect(within(gone).getByText('Bistro, School')).toBeTruthy();
    expect(within(gone).getByRole('button', { name: 'Reactivate Cy Gone' })).toBeTruthy();
  });

  it('invites with roles up to manager, checks the PIN first, and sends what was chosen', async () => {
    const app = open({
      'POST /api/team': json(201, member(9, { email: 'new@demo.test', status: 'invited' })),
    });
    await screen.findByRole('table', { name: 'Team' });
    await app.user.click(screen.getByRole('button', { name: 'Invite a team member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@demo.test');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Noor');
    const role = within(dialog).getByRole('combobox', { name: /Role/ });
    const options = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Manager', 'Lead', 'Member', 'Staff', 'Kiosk']);
    await app.user.selectOptions(role, 'staff');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'School' }));
    await app.user.click(within(dialog).getByRole('radio', { name: 'French' }));
    await app.user.type(within(dialog).getByLabelText(/^PIN/), '12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Use 4 to 8 digits.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/team')).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText(/^PIN/), '34');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@demo.test.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/team')[0]!.body).toEqual({
      email: 'new@demo.test',
      name: 'Noor',
      role: 'staff',
      restaurantIds: [1, 2],
      locale: 'fr-CA',
      pin: '1234',
    });
  });

  it('removes a PIN on edit and shows the server’s refusal', async () => {
    const app = open({
      'PUT /api/team/4': apiError(
        403,
        'team_role_above_own',
        'You cannot give a role above your own.',
      ),
    });
    await screen.findByRole('table', { name: 'Team' });
    await app.user.click(screen.getByRole('button', { name: 'Edit Bea Invited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bea Invited' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveProperty('disabled', true);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Remove the PIN' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot give a role above your own.')).toBeTruthy();
    expect(app.api.callsTo('PUT', '/api/team/4')[0]!.body).toEqual({
      name: 'Bea Invited',
      role: 'staff',
      restaurantIds: [1],
      locale: 'en-CA',
      pin: null,
    });
  });

  it('deactivates after a confirmation, in French', async () => {
    await changeLocale('fr-CA');
    const app = open({
      'POST /api/team/4/deactivate': json(200, member(4, { status: 'deactivated' })),
    });
    const table = await screen.findByRole('table', { name: 'Équipe' });
    await app.user.click(within(table).getByRole('button', { name: 'Désactiver Bea Invited' }));
    const confirm = await screen.findByRole('dialog', { name: 'Désactiver Bea Invited?' });
    expect(app.api.callsTo('POST', '/api/team/4/deactivate')).toHaveLength(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('person4@demo.test est désactivé.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/team/4/deactivate')).toHaveLength(1);
  });
});

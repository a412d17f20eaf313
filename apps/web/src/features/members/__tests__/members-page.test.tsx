import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MembershipEntry } from '@app/domain';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { MembersPage } from '../routes/members-page.tsx';

configure({ asyncUtilTimeout: 4000 });
const location = makeLocation(1, 'Bistro', { membership_program: true });

const gold: MembershipEntry = {
  id: 7,
  identifier: 'GOLD-1',
  type: 'gold',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  promos: [{ name: 'Gold', value: '10', localization: { fr: { name: 'Or' } } }],
  expires_at: '2027-12-31T05:00:00.000Z',
  expires_on: '2027-12-31',
  status: 'active',
  updated_at: '2026-11-20T15:00:00.000Z',
};
const old: MembershipEntry = {
  ...gold,
  id: 8,
  identifier: 'OLD-2',
  name: 'Alan Turing',
  email: null,
  promos: [],
  expires_at: null,
  expires_on: null,
  status: 'expired',
};

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/memberships': json(200, { items: [gold, old], total: 2, page: 1, page_size: 25 }),
    'POST /api/memberships': json(201, { ...gold, id: 9, identifier: 'NEW-9' }),
    'POST /api/memberships/7/expire': json(200, { ...gold, status: 'expired' }),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <ActiveLocationContext value={location}>
            <MembersPage />
          </ActiveLocationContext>
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

afterEach(async () => {
  const { changeLocale } = await import('#i18n/i18n.ts');
  await changeLocale('en-CA');
});

describe('MembersPage', { timeout: 30_000 }, () => {
  it('lists members with their promotions, expiry day and status, and searches', async () => {
    const app = open();
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = within(table).getByRole('row', { name: /GOLD-1/ });
    expect(row.textContent).toContain('Gold (10)');
    expect(row.textContent).toContain('2027/12/31');
    expect(row.textContent).toContain('Active');
    expect(within(table).getByRole('row', { name: /OLD-2/ }).textContent).toContain('Expired');
    await app.user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
    await waitFor(() =>
      expect(app.api.calls.some((call) => call.query.get('search') === 'ada')).toBe(true),
    );
  });

  it('adds a member with a promotion, refusing a value pricing cannot read before sending', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'New member' }));
    const dialog = await screen.findByRole('dialog', { name: 'New member' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Identifier/ }), 'NEW-9');
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Type/ }), 'gold');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add a promotion' }));
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Promotion 1 name$/ }),
      'Members',
    );
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Promotion 1 name in French/ }),
      'Membres',
    );
    const value = within(dialog).getByRole('textbox', { name: /Promotion 1 value/ });
    await app.user.type(value, 'half');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Enter an amount ending in $ (such as 5$) or a percentage (such as 10).',
      ),
    ).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/memberships')).toHaveLength(0);
    await app.user.clear(value);
    await app.user.type(value, '5$');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/memberships')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/memberships')[0]!.body).toEqual({
      identifier: 'NEW-9',
      type: 'gold',
      name: '',
      email: '',
      expires_on: null,
      promos: [{ name: 'Members', value: '5$', localization: { fr: { name: 'Membres' } } }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New member' })).toBeNull());
  });

  it('shows the server refusing an identifier in use on its field', async () => {
    const app = open({
      'POST /api/memberships': apiError(400, 'validation_failed', 'Some fields are not valid.', {
        fields: { identifier: 'This name is already in use.' },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'New member' }));
    const dialog = await screen.findByRole('dialog', { name: 'New member' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Identifier/ }), 'gold-1');
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Type/ }), 'gold');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeTruthy();
  });

  it('expires a member after asking', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Expire GOLD-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expire GOLD-1?' });
    expect(app.api.callsTo('POST', '/api/memberships/7/expire')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Expire' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/memberships/7/expire')[0]?.body).toEqual({
        expires_on: null,
      }),
    );
  });

  it('lists every refused line of an import, in French', async () => {
    const app = open({
      'POST /api/memberships/import': apiError(
        400,
        'membership_import_invalid',
        'Rien n’a été importé : 1 ligne comporte des erreurs.',
        { lines: [{ line: 3, messages: ['courriel : Ce courriel n’est pas valide.'] }] },
      ),
    });
    const { changeLocale } = await import('#i18n/i18n.ts');
    await changeLocale('fr-CA');
    const table = await screen.findByRole('table', { name: 'Membres' });
    expect(within(table).getByRole('row', { name: /GOLD-1/ }).textContent).toContain('31/12/2027');
    expect(within(table).getByRole('row', { name: /GOLD-1/ }).textContent).toContain('Or (10)');
    await app.user.click(screen.getByRole('button', { name: 'Importer un CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des membres' });
    const template = within(dialog).getByRole('link', { name: 'Télécharger le modèle' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      'identifiant,nom,courriel,type,expiration,promotions,promotions_fr',
    );
    const file = new File(['identifiant,type\nA,b\n'], 'membres.csv', { type: 'text/csv' });
    expect(within(dialog).getByRole('button', { name: 'Fichier CSV' })).toBeTruthy();
    // Mantine's file field is a button over a hidden file input, which takes the file.
    await app.user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await app.user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Rien n’a été importé');
    expect(alert.textContent).toContain('Ligne 3 : courriel : Ce courriel n’est pas valide.');
  });
});

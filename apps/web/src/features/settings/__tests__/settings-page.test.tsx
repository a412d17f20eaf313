import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { Location, Role } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

function open(path: string, location: Location, role: Role = 'manager', saved = location) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/settings/tax-rates': json(200, []),
    'GET /api/settings/promo-codes': json(200, []),
    [`PUT /api/restaurants/${location.id}`]: json(200, saved),
  });
  signInAs({ role, restaurants: [location.id] });
  return { ...renderApp(path), api };
}

describe('settings screen', { timeout: 20_000 }, () => {
  it('shows the tabs and links the location allows, and the Locations tab’s shortcuts', async () => {
    const app = open('/settings?tab=locations', makeLocation(1, 'Bistro', { subsidies: true }));
    const tabs = await app.screen.findByRole('tablist', {}, { timeout: 5000 });
    expect(within(tabs).queryByRole('tab', { name: 'Promos' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Locations', selected: true })).toBeTruthy();
    const links = app.screen.getByRole('navigation', { name: 'Other settings' });
    const names = within(links)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Customize',
      'Advanced',
      'Menu groups',
      'Subsidies',
      'Team',
      'Change history',
    ]);
    expect(app.screen.getByRole('link', { name: 'All locations' })).toBeTruthy();
  });

  it('asks before switching tabs with unsaved changes, and stays when told to', async () => {
    const location = { ...makeLocation(1, 'Bistro', { discount: true }), province: 'ns' as const };
    const app = open('/settings?tab=business', location);
    await app.user.click(
      await app.screen.findByRole(
        'button',
        { name: 'Use the rates of Nova Scotia' },
        {
          timeout: 5000,
        },
      ),
    );
    await app.user.click(app.screen.getByRole('tab', { name: 'Promos' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Unsaved changes' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(app.screen.getByRole('tab', { name: 'Business settings', selected: true })).toBeTruthy();
    expect(app.router.state.location.search).toBe('?tab=business');
    await app.user.click(app.screen.getByRole('tab', { name: 'Promos' }));
    await app.user.click(
      within(await app.screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(app.router.state.location.search).toBe('?tab=promos'));
  });

  it('sends a member who types the address back to the menus', async () => {
    const app = open('/settings', makeLocation(1, 'Bistro'), 'member');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
  });
});

describe('customize screen', { timeout: 20_000 }, () => {
  it('saves the name and public menu address, refusing a bad address as you type', async () => {
    const location = makeLocation(1, 'Bistro');
    const app = open('/customize', location, 'manager', { ...location, slug: 'bistro-king' });
    const slug = await app.screen.findByRole(
      'textbox',
      { name: /Public menu address/ },
      {
        timeout: 5000,
      },
    );
    await app.user.type(slug, 'X');
    expect(
      await app.screen.findByText(/Use lowercase letters, digits and hyphens only/),
    ).toBeTruthy();
    await app.user.clear(slug);
    await app.user.paste('bistro-king');
    await app.user.click(app.screen.getByRole('switch', { name: 'Holiday hours' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/restaurants/1')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/restaurants/1')[0]!.body).toMatchObject({
      slug: 'bistro-king',
      holiday_hours: true,
      name: 'Bistro',
    });
    expect(await app.screen.findByText('Settings saved.')).toBeTruthy();
  });
});

describe('advanced screen', { timeout: 20_000 }, () => {
  it('shows a manager the products read-only, and lets them change the features', async () => {
    const app = open('/advanced', makeLocation(1, 'Bistro', { k12: true }));
    const k12 = await app.screen.findByRole('switch', { name: 'K-12' }, { timeout: 5000 });
    expect((k12 as HTMLInputElement).disabled).toBe(true);
    expect((k12 as HTMLInputElement).checked).toBe(true);
    await app.user.click(app.screen.getByRole('switch', { name: 'Discount codes' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/restaurants/1')).toHaveLength(1));
    const body = app.api.callsTo('PUT', '/api/restaurants/1')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ discount: true, k12: true });
    expect(body).not.toHaveProperty('stripe_secret_key');
  });

  it('lets an enterprise user change the products, in French', async () => {
    await changeLocale('fr-CA');
    try {
      const app = open('/advanced', makeLocation(1, 'Bistro'), 'enterprise');
      const k12 = await app.screen.findByRole('switch', { name: 'Scolaire' }, { timeout: 5000 });
      expect((k12 as HTMLInputElement).disabled).toBe(false);
      expect(app.screen.getByText('Produits et groupes')).toBeTruthy();
    } finally {
      await changeLocale('en-CA');
    }
  });
});

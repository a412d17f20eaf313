import { describe, expect, it } from 'vitest';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const locations = ['Airport', 'Arena', 'Bakery'].map((name, index) =>
  makeLocation(index + 1, `${name} Kitchen`),
);

function open() {
  mockApi({ 'POST /api/restaurants/list': json(200, locations) });
  signInAs({ role: 'manager', restaurants: locations.map((location) => location.id) });
  return renderApp('/locations');
}

describe('locations page count', () => {
  it('says "1 location" and "0 locations" in English', async () => {
    const { screen, user } = open();
    expect(await screen.findByText('3 locations', {}, { timeout: 5000 })).toBeTruthy();
    const search = screen.getByLabelText('Search locations');
    await user.type(search, 'arena');
    expect(await screen.findByText('1 location')).toBeTruthy();
    await user.type(search, 'zzz');
    expect(await screen.findByText('0 locations')).toBeTruthy();
  });

  it('is singular for 0 and 1 in French', async () => {
    await changeLocale('fr-CA');
    const { screen, user } = open();
    expect(await screen.findByText('3 établissements', {}, { timeout: 5000 })).toBeTruthy();
    const search = screen.getByLabelText('Rechercher un établissement');
    await user.type(search, 'arena');
    expect(await screen.findByText('1 établissement')).toBeTruthy();
    await user.type(search, 'zzz');
    expect(await screen.findByText('0 établissement')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { defaultBrandingSettings, type PublicBranding, type PublicMenuFile } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { makeItem, makeSection } from '#test/catalogue.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makePublishedMenu } from '#test/orders.ts';
import { renderApp } from '#test/render-app.tsx';

const FILE = 'GET /api/published-menus/cafe-lumiere.json';

const lunch = makePublishedMenu(1, 'Lunch', {
  localization: { fr: { name: 'Dîner' } },
  sections: [
    makeSection(10, 1, 'Soups', {
      localization: { fr: { name: 'Soupes' } },
      items: [
        makeItem(100, {
          menu_id: 1,
          section_id: 10,
          name: 'Peanut soup',
          description: '<p>Slow-cooked <b>peanut</b> broth</p>',
          base_price: 4.5,
          allergens: ['Peanuts', 'Dairy'],
          diets: ['Vegan'],
          calories: 320,
          localization: { fr: { name: 'Soupe aux arachides', description: 'Bouillon mijoté' } },
        }),
        makeItem(101, {
          menu_id: 1,
          section_id: 10,
          name: 'Chowder',
          base_price: 12,
          sold_out: true,
          localization: { fr: { name: 'Chaudrée' } },
        }),
      ],
    }),
  ],
});
// No hours at all: closed whenever the test runs.
const lateBar = makePublishedMenu(2, 'Late bar', {
  availability: [],
  localization: { fr: { name: 'Bar de nuit' } },
  items: [makeItem(200, { menu_id: 2, name: 'Wings', base_price: 1234.5 })],
});

function publicFile(
  menus = [lunch, lateBar],
  branding: Partial<PublicBranding> = {},
): PublicMenuFile {
  return {
    branding: { ...defaultBrandingSettings, image: null, ...branding },
    location: {
      name: 'Café Lumière',
      slug: 'cafe-lumiere',
      time_zone: 'America/Toronto',
      locales: ['en-CA', 'fr-CA'],
    },
    menus,
  };
}

describe('public web menu', { timeout: 20_000 }, () => {
  it('shows the location, which menus are open now, prices, allergens, diets and sold out, without sign-in', async () => {
    const api = mockApi({ [FILE]: json(200, publicFile()) });
    const app = renderApp('/menu/cafe-lumiere');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Café Lumière' })).toBeTruthy();
    expect(app.screen.getByRole('banner')).toBeTruthy();
    expect(app.screen.getByRole('main')).toBeTruthy();
    // No shell, no sign-in: the file is read without the session headers.
    expect(app.screen.queryByRole('navigation')).toBeNull();
    expect(
      api.callsTo('GET', '/api/published-menus/cafe-lumiere.json')[0]!.headers.get('authorization'),
    ).toBeNull();

    const tabs = app.screen.getByRole('tablist', { name: 'Menus' });
    expect(within(tabs).getByRole('tab', { name: 'Lunch Open now', selected: true })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Late bar Closed now' })).toBeTruthy();

    const soups = app.screen.getByRole('region', { name: 'Soups' });
    const soup = within(soups).getByRole('article', { name: 'Peanut soup' });
    expect(within(soup).getByText('$4.50')).toBeTruthy();
    expect(within(soup).getByText('Contains: Peanuts, Dairy')).toBeTruthy();
    expect(within(soup).getByText('320 Cal')).toBeTruthy();
    expect(
      within(within(soup).getByRole('list', { name: 'Diets' })).getByText('Vegan'),
    ).toBeTruthy();
    expect(within(soup).getByText('peanut').tagName).toBe('B');
    expect(within(soup).queryByText('Sold out')).toBeNull();
    const chowder = within(soups).getByRole('article', { name: 'Chowder' });
    expect(within(chowder).getByText('Sold out')).toBeTruthy();
    expect(app.screen.getByText('Today: 00:00–24:00')).toBeTruthy();

    await app.user.click(within(tabs).getByRole('tab', { name: 'Late bar Closed now' }));
    const bar = await app.screen.findByRole('region', { name: 'Late bar' });
    expect(within(bar).getByText('Closed now')).toBeTruthy();
    expect(within(bar).getByText('Closed today')).toBeTruthy();
    expect(within(bar).getByText('$1,234.50')).toBeTruthy();
    expect(app.screen.queryByRole('article', { name: 'Peanut soup' })).toBeNull();
  });

  it('reads in French: labels, the items’ French texts and prices', async () => {
    await changeLocale('fr-CA');
    mockApi({ [FILE]: json(200, publicFile()) });
    const app = renderApp('/menu/cafe-lumiere');
    const tabs = await app.screen.findByRole('tablist', { name: 'Menus' });
    expect(
      within(tabs).getByRole('tab', { name: 'Dîner Ouvert maintenant', selected: true }),
    ).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Bar de nuit Fermé en ce moment' })).toBeTruthy();
    const soups = app.screen.getByRole('region', { name: 'Soupes' });
    const soup = within(soups).getByRole('article', { name: 'Soupe aux arachides' });
    expect(within(soup).getByText('4,50 $')).toBeTruthy();
    expect(within(soup).getByText('Bouillon mijoté')).toBeTruthy();
    expect(within(soup).getByText('Contient : Arachides, Produits laitiers')).toBeTruthy();
    expect(within(soup).getByText('Végétalien')).toBeTruthy();
    expect(within(soups).getByRole('article', { name: 'Chaudrée' })).toBeTruthy();
    expect(within(soups).getByText('Épuisé')).toBeTruthy();
    expect(app.screen.getByText('Aujourd’hui : 00:00 à 24:00')).toBeTruthy();

    // The switch goes back to English on the spot.
    await app.user.click(app.screen.getByRole('button', { name: /English|anglais/i }));
    expect(await app.screen.findByRole('article', { name: 'Peanut soup' })).toBeTruthy();
  });

  it('opens on the first menu open now, and says so when nothing is published', async () => {
    mockApi({ [FILE]: json(200, publicFile([lateBar, lunch])) });
    const app = renderApp('/menu/cafe-lumiere');
    expect(
      await app.screen.findByRole('tab', { name: 'Lunch Open now', selected: true }),
    ).toBeTruthy();
    app.unmount();

    mockApi({ [FILE]: json(200, publicFile([])) });
    const empty = renderApp('/menu/cafe-lumiere');
    expect(await empty.screen.findByText('No menu is available at the moment.')).toBeTruthy();
  });

  it('says the menu is not found for an unknown location, and offers a retry on other failures', async () => {
    mockApi({});
    const app = renderApp('/menu/nowhere');
    expect(
      await app.screen.findByRole('heading', { level: 1, name: 'Menu not found' }),
    ).toBeTruthy();
    app.unmount();

    let calls = 0;
    mockApi({
      [FILE]: () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'internal', 'Internal server error.')
          : json(200, publicFile());
      },
    });
    const failing = renderApp('/menu/cafe-lumiere');
    expect(await failing.screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The menu could not be loaded. Check your connection and try again.',
    );
    await failing.user.click(failing.screen.getByRole('button', { name: 'Try again' }));
    expect(
      await failing.screen.findByRole('heading', { level: 1, name: 'Café Lumière' }),
    ).toBeTruthy();
  });

  it('shows the location’s appearance: display name, image, dark theme, gallery cards, its one language', async () => {
    mockApi({
      [FILE]: json(
        200,
        publicFile([lunch], {
          display_name: 'Chez Lumière',
          image: '/api/uploads/cafe.webp',
          theme: 'dark',
          primary_color: '#0B7285',
          fonts: { heading: 'playfair-display', body: 'inter' },
          menu_languages: ['fr'],
          primary_language: 'fr',
          browse_style: 'gallery',
          card_style: 'vertical',
        }),
      ),
    });
    const app = renderApp('/menu/cafe-lumiere');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Chez Lumière' })).toBeTruthy();
    // Offered in French only: the page turns French and offers no switch.
    expect(await app.screen.findByRole('article', { name: 'Soupe aux arachides' })).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: /English|anglais/i })).toBeNull();
    const root = app.container.querySelector<HTMLElement>('[data-public-menu]')!;
    expect(root.dataset.mantineColorScheme).toBe('dark');
    expect(root.dataset.browseStyle).toBe('gallery');
    expect(root.style.getPropertyValue('--menu-header-bg')).toBe('#0B7285');
    expect(root.style.getPropertyValue('--mantine-font-family-headings')).toContain(
      'Playfair Display',
    );
    expect(app.container.querySelector('img[src="/api/uploads/cafe.webp"]')).toBeTruthy();
    expect(app.screen.getByTestId('item-gallery')).toBeTruthy();
    expect(app.screen.getByRole('article', { name: 'Soupe aux arachides' }).dataset.cardStyle).toBe(
      'vertical',
    );
  });

  it('opens in the primary language unless the guest chose an offered one', async () => {
    mockApi({ [FILE]: json(200, publicFile([lunch], { primary_language: 'fr' })) });
    const app = renderApp('/menu/cafe-lumiere');
    expect(await app.screen.findByRole('article', { name: 'Soupe aux arachides' })).toBeTruthy();
    // Both are offered: the guest may switch, and the page stays in their choice.
    await app.user.click(app.screen.getByRole('button', { name: /English|anglais/i }));
    expect(await app.screen.findByRole('article', { name: 'Peanut soup' })).toBeTruthy();
    expect(app.screen.getByRole('list', { name: 'Diets' })).toBeTruthy();
    expect(app.screen.queryByTestId('item-gallery')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeMenuGroup, makeMenuSummary } from '#test/catalogue.ts';

configure({ asyncUtilTimeout: 4000 });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const lunch = makeMenuSummary(1, 'Lunch', { localization: { fr: { name: 'Dîner' } } });

function xlsxAnswer(fileName: string): Response {
  return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

function open(exportAnswer: () => Response | Promise<Response>) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [makeLocation(1, 'Bistro')]),
    'GET /api/menus': json(200, [lunch]),
    'GET /api/menu-groups': json(200, [makeMenuGroup(7, 'Weekday', [])]),
    'GET /api/menus/1/export': () => exportAnswer(),
  });
  signInAs({ role: 'member', restaurants: [1] });
  return { ...renderApp('/menus'), api };
}

/** What the browser was asked to save: each link clicked with a `download` name. */
let saved: { fileName: string; href: string; size: number }[];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  blobs.clear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:export-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, href: this.href, size: blobs.get(this.href)?.size ?? 0 });
  });
});
afterEach(() => vi.restoreAllMocks());

async function clickExport(
  app: ReturnType<typeof open>,
  rowName: string,
  more: string,
  label: string,
) {
  const list = await app.screen.findByRole('list', { name: /Menus/ }, { timeout: 5000 });
  // Found, not got: after a language switch the row is renamed on the next render.
  const row = await within(list).findByRole('listitem', { name: rowName });
  await app.user.click(within(row).getByRole('button', { name: more }));
  await app.user.click(await app.screen.findByRole('menuitem', { name: label }));
}

describe('exporting a menu to a spreadsheet', { timeout: 20_000 }, () => {
  it('shows that the file is being made, then saves it under the server’s name', async () => {
    let answer!: (response: Response) => void;
    const app = open(() => new Promise<Response>((resolve) => (answer = resolve)));
    await clickExport(app, 'Lunch', 'More actions for Lunch', 'Export to spreadsheet');

    expect(await app.screen.findByText('Preparing the spreadsheet of “Lunch”…')).toBeTruthy();
    const [call] = app.api.callsTo('GET', '/api/menus/1/export');
    expect(call?.headers.get('Accept')).toContain(XLSX);
    expect(call?.headers.get('X-Restaurant-Id')).toBe('1');
    // While the file is made, the action cannot start a second export.
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Lunch' }));
    const running = await app.screen.findByRole('menuitem', { name: 'Exporting…' });
    expect(running.hasAttribute('disabled') || running.getAttribute('data-disabled')).toBeTruthy();
    expect(saved).toHaveLength(0);

    answer(xlsxAnswer('Menu-Lunch été-2025-01-31.xlsx'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      fileName: 'Menu-Lunch été-2025-01-31.xlsx',
      href: 'blob:export-0',
      size: 4,
    });
    expect(
      await app.screen.findByText('“Menu-Lunch été-2025-01-31.xlsx” downloaded.'),
    ).toBeTruthy();
    expect(app.screen.queryByText('Preparing the spreadsheet of “Lunch”…')).toBeNull();
  });

  it('works in French and reports a failure with the export template', async () => {
    const app = open(() => apiError(404, 'not_found', 'Introuvable.'));
    const { changeLocale } = await import('#i18n/i18n.ts');
    await changeLocale('fr-CA');
    await clickExport(app, 'Dîner', 'Autres actions pour Dîner', 'Exporter en tableur');
    expect(
      await app.screen.findByText('Erreur lors de l’exportation du menu : Introuvable.'),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
    // The "preparing" toast leaves with its exit transition.
    await waitFor(() => expect(app.screen.queryByText(/Préparation du tableur/)).toBeNull());
  });
});

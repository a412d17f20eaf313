import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { CsvImportPreview, CsvImportResult, JobRun, Role } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const bistro = makeLocation(1, 'Bistro');
const withImport = {
  ...bistro,
  menu_manager_config: { ...bistro.menu_manager_config, csv_import: true },
};

const preview: CsvImportPreview = {
  file_name: 'lunch.csv',
  encoding: 'utf-8',
  summary: { rows: 3, create: 2, duplicates: 0, errors: 1, new_menus: 1, new_sections: 1 },
  ignored_columns: ['Notes'],
  new_menus: ['Lunch'],
  new_sections: [{ menu: 'Lunch', name: 'Grill' }],
  rows: [
    {
      row: 2,
      status: 'create',
      menu: 'Lunch',
      station: 'Grill',
      name: 'Burger',
      price: 9.5,
      problems: [],
    },
    {
      row: 3,
      status: 'create',
      menu: 'Lunch',
      station: 'Grill',
      name: 'Fries',
      price: 4,
      problems: [],
    },
    {
      row: 4,
      status: 'error',
      menu: 'Lunch',
      station: '',
      name: 'Soup',
      price: null,
      problems: ['Station: This field is required.'],
    },
  ],
};

const result: CsvImportResult = {
  file_name: 'lunch.csv',
  summary: preview.summary,
  menus: [{ id: 40, name: 'Lunch', created: true, items_created: 2 }],
  errors: [preview.rows[2]!],
};

function run(status: JobRun['status'], progress: number, extra: Partial<JobRun> = {}): JobRun {
  return {
    id: 7,
    kind: 'csv-import',
    status,
    progress,
    total: 2,
    result: null,
    error: null,
    created_at: '2026-11-24T15:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...extra,
  };
}

function open(
  path: string,
  role: Role = 'manager',
  location = withImport,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const polls: JobRun[] = [run('running', 1), run('succeeded', 2, { result })];
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/menus': json(200, []),
    'GET /api/menu-groups': json(200, []),
    'POST /api/menus/csv-menus-import/preview': json(200, preview),
    'POST /api/menus/csv-menus-import': json(202, run('queued', 0, { total: null })),
    'GET /api/jobs/7': () => json(200, polls.length > 1 ? polls.shift() : polls[0]),
    ...routes,
  });
  signInAs({ role, restaurants: [location.id] });
  return { ...renderApp(path), api };
}

async function chooseFile(app: ReturnType<typeof open>) {
  await app.screen.findByRole('heading', { name: 'Import menus from CSV' });
  const input = app.container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
  const file = new File(['Menu Name,Station,Short Name,Sell Price\n'], 'lunch.csv', {
    type: 'text/csv',
  });
  await app.user.upload(input, file);
}

describe('menu CSV import screen', { timeout: 20_000 }, () => {
  // happy-dom lays nothing out: the rows' scroll box reports the height a browser gives it, so
  // the virtualised table renders the rows in view.
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 480,
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    else delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it('is offered on the Menus screen to managers where the location has it on', async () => {
    const app = open('/menus');
    const link = await app.screen.findByRole('link', { name: 'Import CSV' });
    await app.user.click(link);
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/import'));
  });

  it('is not offered to members, nor where the location has it off', async () => {
    const member = open('/menus', 'member');
    await member.screen.findByRole('heading', { name: 'Menus' });
    expect(member.screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
    member.unmount();
    const off = open('/menus/import', 'manager', bistro);
    expect(await off.screen.findByText(/CSV import is not turned on/)).toBeTruthy();
    expect(off.container.ownerDocument.querySelector('input[type=file]')).toBeNull();
  });

  it('previews the file, imports it with one key, follows the run and shows what it made', async () => {
    const app = open('/menus/import');
    await chooseFile(app);
    expect(await app.screen.findByRole('heading', { name: 'Preview of lunch.csv' })).toBeTruthy();
    expect(app.screen.getByText('To create: 2')).toBeTruthy();
    expect(app.screen.getByText('With problems, not imported: 1')).toBeTruthy();
    expect(app.screen.getByText(/New menus \(created as drafts/)).toBeTruthy();
    expect(app.screen.getByText('Columns not used: Notes')).toBeTruthy();
    expect(app.screen.queryByText(/Windows-1252/)).toBeNull();
    // Rows with problems are shown first.
    const table = app.screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(table).getByText('Station: This field is required.')).toBeTruthy();
    expect(within(table).queryByText('Burger')).toBeNull();
    await app.user.click(app.screen.getByRole('radio', { name: 'All' }));
    expect(within(table).getByText('Burger')).toBeTruthy();
    expect(within(table).getByText('$9.50')).toBeTruthy();

    await app.user.click(app.screen.getByRole('button', { name: 'Import 2 items' }));
    expect(await app.screen.findByText('Import finished')).toBeTruthy();
    expect(
      app.screen.getByText('Items created: 2 · Duplicates skipped: 0 · Rows with problems: 1'),
    ).toBeTruthy();
    expect(app.screen.getByRole('link', { name: 'Lunch: 2 items' }).getAttribute('href')).toBe(
      '/menus/40/sections',
    );
    const [start] = app.api.callsTo('POST', '/api/menus/csv-menus-import');
    expect(start!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(start!.body).toBeInstanceOf(FormData);
    expect(app.router.state.location.search).toBe('?run=7');
  });

  it('stops following a run it cannot read, and offers another import', async () => {
    const app = open('/menus/import?run=99', 'manager', withImport, {
      'GET /api/jobs/99': apiError(404, 'job_not_found', 'This job was not found.'),
    });
    expect(await app.screen.findByText('The import failed: This job was not found.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(app.api.callsTo('GET', '/api/jobs/99')).toHaveLength(1);
    await app.user.click(app.screen.getByRole('button', { name: 'Import another file' }));
    expect(await app.screen.findByRole('button', { name: 'Download a template' })).toBeTruthy();
  });

  it('says a file was read as Windows-1252, and shows its accents, in both languages', async () => {
    const french: CsvImportPreview = {
      ...preview,
      encoding: 'windows-1252',
      new_menus: ['Desserts d’été'],
      rows: [{ ...preview.rows[0]!, status: 'error', name: 'Crème brûlée', problems: ['x'] }],
    };
    const routes = { 'POST /api/menus/csv-menus-import/preview': json(200, french) };
    const app = open('/menus/import', 'manager', withImport, routes);
    await chooseFile(app);
    expect(
      await app.screen.findByText(/^Read as Windows-1252, the encoding Excel on Windows uses/),
    ).toBeTruthy();
    expect(app.screen.getByText(/Desserts d’été/)).toBeTruthy();
    expect(app.screen.getByText('Crème brûlée')).toBeTruthy();
    app.unmount();
    await changeLocale('fr-CA');
    const fr = open('/menus/import', 'manager', withImport, routes);
    await fr.screen.findByRole('heading', { name: 'Importer des menus depuis un CSV' });
    const input = fr.container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await fr.user.upload(input, new File(['x'], 'lunch.csv', { type: 'text/csv' }));
    expect(await fr.screen.findByText(/^Lu en Windows-1252, l’encodage des CSV/)).toBeTruthy();
    fr.unmount();
    await changeLocale('en-CA');
  });

  it('shows why a file is refused beside the picker, in French too', async () => {
    await changeLocale('fr-CA');
    const app = open('/menus/import', 'manager', withImport, {
      'POST /api/menus/csv-menus-import/preview': apiError(
        400,
        'csv_columns_missing',
        'Des colonnes obligatoires manquent : Sell Price.',
      ),
    });
    await app.screen.findByRole('heading', { name: 'Importer des menus depuis un CSV' });
    const input = app.container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await app.user.upload(input, new File(['x'], 'menu.csv', { type: 'text/csv' }));
    expect((await app.screen.findByRole('alert')).textContent).toContain(
      'Des colonnes obligatoires manquent : Sell Price.',
    );
    expect(app.screen.getByRole('button', { name: 'Télécharger un modèle' })).toBeTruthy();
  });
});

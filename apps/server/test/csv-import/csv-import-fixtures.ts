import { readFileSync } from 'node:fs';
import path from 'node:path';
import { csvImportColumnKeys, csvImportHeaders, csvText, type JobRun } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { restaurants } from '../../src/db/schema/index.ts';
import { signIn } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { ApiCaller, Testbed } from '../helpers/catalogue-fixtures.ts';
import { jobRunWhen } from '../helpers/job-run.ts';

/** The public nutrition table the demo uses (a copy of ../shared/data, kept in the repository). */
const NUTRITION_FILE = path.resolve(
  import.meta.dirname,
  '../../src/demo/data/mcdonalds_usa_nutrition_v35_pffy.csv',
);

/** The spec's columns (part 1 §5), in its order. */
export const SPEC_HEADER = csvImportColumnKeys.map((key) => csvImportHeaders[key]);

/**
 * The file has no prices; the conversion gives each station one, so that every row has the
 * mandatory Sell Price. Everything else comes from the file as it is.
 */
const STATION_PRICES: Record<string, string> = {
  BEVERAGE: '1.99',
  BURGER: '6.49',
  DESSERT: '2.49',
};

export interface NutritionRow {
  item: string;
  calories: string;
  category: string;
}

/** The rows of the public table (845), as the file holds them. */
export function nutritionRows(): NutritionRow[] {
  const [header, ...lines] = readFileSync(NUTRITION_FILE, 'utf8').split(/\r?\n/);
  const columns = header!.split(',');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)]!;
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','))
    .map((cells) => ({
      item: at(cells, 'ITEM'),
      calories: at(cells, 'CAL'),
      category: at(cells, 'CATEGORY'),
    }));
}

/** The public table converted to the spec's columns: one menu, a station per category. */
export function nutritionMenuCsv(menuName = "McDonald's USA"): string {
  return csvText([
    SPEC_HEADER,
    ...nutritionRows().map((row) => [
      menuName,
      row.category,
      row.item,
      STATION_PRICES[row.category] ?? '3.99',
      '',
      '',
      '',
      '',
      row.calories,
      '',
      `MCD-${row.category}`,
      row.category === 'HAPPYMEAL' ? 'Yes' : '',
    ]),
  ]);
}

/** A multipart body holding one file in field `file`, as a browser sends it. */
export async function multipart(data: Uint8Array | string, filename = 'menu.csv') {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'text/csv' }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

export interface Uploader {
  (
    url: string,
    data: Uint8Array | string,
    options?: { filename?: string; locale?: 'en-CA' | 'fr-CA'; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

/** Uploads files as a testbed user of `role` at `tenant` (default the testbed's location). */
export async function uploaderAs(
  t: TestApp,
  bed: Testbed,
  role: string,
  tenant = bed.locationId,
): Promise<Uploader> {
  const { email, password } = await bed.user(role);
  const user = await signIn(t, email, password);
  return async (url, data, options = {}) => {
    const body = await multipart(data, options.filename);
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...user.headers(tenant),
        'content-type': body.contentType,
        'accept-language': options.locale ?? 'en-CA',
        ...options.headers,
      },
      payload: body.payload,
    });
  };
}

/** Turns the location's CSV import switch on or off. */
export async function setCsvImport(t: TestApp, restaurantId: number, on: boolean) {
  const [row] = await t.database.db
    .select({ config: restaurants.menu_manager_config })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  await t.database.db
    .update(restaurants)
    .set({ menu_manager_config: { ...row!.config, csv_import: on } })
    .where(eq(restaurants.id, restaurantId));
}

/** Polls a run until it has ended (succeeded or failed). */
export function finishedRun(caller: ApiCaller, id: number): Promise<JobRun> {
  return jobRunWhen(() => caller('GET', `/api/jobs/${id}`));
}

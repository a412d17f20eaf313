import { csvImportTemplateRows, csvText, ZMenuManagerConfig, type JobRun } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { restaurants, userRestaurants, users } from '../src/db/schema/index.ts';
import { nutritionFacts } from '../src/demo/nutrition-facts.ts';

/** Rows of the benchmark's file (issue 5: "10,000 rows import in seconds"). */
export const CSV_IMPORT_ROWS = 10_000;

/** An empty location with CSV import on, where `userEmail` may work. */
export async function createImportLocation(database: Database, userEmail: string) {
  const { db } = database;
  const [location] = await db
    .insert(restaurants)
    .values({
      name: 'Bench Import Kitchen',
      slug: `bench-import-kitchen-${Date.now()}`,
      menu_manager_config: ZMenuManagerConfig.parse({ csv_import: true }),
    })
    .returning({ id: restaurants.id });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, userEmail));
  await db.insert(userRestaurants).values({ user_id: user!.id, restaurant_id: location!.id });
  return location!.id;
}

/**
 * A kitchen sheet of `CSV_IMPORT_ROWS` rows in the spec's columns: 10 menus of 10 stations,
 * item names from the public nutrition table (numbered so that every row is a new item), with
 * prices, calories, allergens, diets, French names and descriptions.
 */
function benchFile(): string {
  const names = [...nutritionFacts()];
  const rows = Array.from({ length: CSV_IMPORT_ROWS }, (_, index) => {
    const [name, calories] = names[index % names.length]!;
    const menu = `Menu ${(index % 10) + 1}`;
    return [
      menu,
      `Station ${Math.floor(index / 10) % 10}`,
      `${name} #${index + 1}`,
      ((index % 1500) / 100 + 1).toFixed(2),
      `R-${index}`,
      index % 3 === 0 ? 'Gluten, Dairy' : '',
      index % 7 === 0 ? 'Yes' : '',
      index % 5 === 0 ? 'TRUE' : '',
      String(calories),
      `Row ${index + 1} of the benchmark`,
      `JDE-${index % 40}`,
      index % 11 === 0 ? 'Yes' : '',
      `${menu} (fr)`,
      `Station ${Math.floor(index / 10) % 10} (fr)`,
      `${name} n° ${index + 1}`,
    ];
  });
  // The template's columns but the last (Description French).
  return csvText([csvImportTemplateRows()[0]!.slice(0, 15), ...rows]);
}

function form(text: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  return body;
}

async function seconds<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - start) / 1000 };
}

/** Starts an import and follows its run to the end, as the screen does. */
async function importFile(baseUrl: string, headers: Record<string, string>, text: string) {
  const started = await fetch(`${baseUrl}/api/menus/csv-menus-import`, {
    method: 'POST',
    headers,
    body: form(text),
  });
  if (started.status !== 202) throw new Error(`import: ${started.status} ${await started.text()}`);
  const { id } = (await started.json()) as JobRun;
  for (;;) {
    const run = (await (await fetch(`${baseUrl}/api/jobs/${id}`, { headers })).json()) as JobRun;
    if (run.status === 'failed') throw new Error(`import failed: ${run.error?.message}`);
    if (run.status === 'succeeded') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Times the CSV import of a 10,000-row file into an empty location: the preview (parse, check
 * and plan every row), the import (from the upload to the run's end, everything written in one
 * transaction) and the same file again (every row a duplicate, nothing written).
 */
export async function benchCsvImport(baseUrl: string, headers: Record<string, string>) {
  const text = benchFile();
  const preview = await seconds(async () => {
    const answer = await fetch(`${baseUrl}/api/menus/csv-menus-import/preview`, {
      method: 'POST',
      headers,
      body: form(text),
    });
    if (!answer.ok) throw new Error(`preview: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { summary: { create: number } };
  });
  const first = await seconds(() => importFile(baseUrl, headers, text));
  const again = await seconds(() => importFile(baseUrl, headers, text));
  const created = (run: JobRun) => (run.result as { summary: { create: number } }).summary.create;
  const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  console.log(`CSV import, ${CSV_IMPORT_ROWS} rows (${mb} MB):`);
  console.log(
    `  preview                        ${preview.seconds.toFixed(2).padStart(6)} s   (${preview.value.summary.create} to create)`,
  );
  console.log(
    `  import (upload → run done)     ${first.seconds.toFixed(2).padStart(6)} s   (${created(first.value)} created)`,
  );
  console.log(
    `  same file again                ${again.seconds.toFixed(2).padStart(6)} s   (${created(again.value)} created)`,
  );
}

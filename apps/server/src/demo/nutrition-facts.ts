import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.join(import.meta.dirname, 'data', 'mcdonalds_usa_nutrition_v35_pffy.csv');

let cache: Map<string, number> | undefined;

/**
 * Calories by item name from the public nutrition table in `data/` (first row wins when a name
 * repeats across categories). The file has no quoted fields, CRLF line ends and no final newline.
 */
export function nutritionFacts(): Map<string, number> {
  if (cache) return cache;
  const [header, ...lines] = readFileSync(SOURCE, 'utf8').split(/\r?\n/);
  const columns = (header ?? '').split(',');
  const itemColumn = columns.indexOf('ITEM');
  const calorieColumn = columns.indexOf('CAL');
  cache = new Map();
  for (const line of lines) {
    const cells = line.split(',');
    const name = cells[itemColumn]?.trim();
    const calories = Number(cells[calorieColumn]);
    if (name && Number.isFinite(calories) && !cache.has(name)) cache.set(name, calories);
  }
  return cache;
}

/** The calories of a named item of the table; throws on a name the table lacks (a typo). */
export function caloriesOf(name: string): number {
  const calories = nutritionFacts().get(name);
  if (calories === undefined) throw new Error(`demo data: "${name}" is not in the nutrition table`);
  return calories;
}

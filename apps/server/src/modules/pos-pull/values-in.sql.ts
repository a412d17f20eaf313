import { sql, type SQL } from 'drizzle-orm';

/**
 * `(select …)` of the values, for `column in …`, as one JSON parameter (drizzle would spread a JS
 * array into one parameter per value); ids are cast to integers.
 */
export function valuesIn(values: readonly (string | number)[], as: 'text' | 'int'): SQL {
  const cast = as === 'int' ? sql`::int` : sql``;
  return sql`(select value${cast} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

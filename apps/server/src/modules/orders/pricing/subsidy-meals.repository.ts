import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { RELEASED_STATUSES } from '../scheduling/scheduling.repository.ts';

/** The meals subsidy codes paid for (subsidy-meals.ts). */
export const subsidyMealsRepository = {
  /**
   * Meals the code `code` paid for in live orders due in [from, to), the order `excludeOrderId`
   * left out.
   */
  async mealsUsed(
    tx: Tx,
    input: { restaurantId: number; code: string; from: Date; to: Date; excludeOrderId: number },
  ): Promise<number> {
    const [row] = await rawRows<{ meals: number }>(
      tx,
      sql`select coalesce(sum((line->>'quantity')::int), 0)::int as meals
          from orders o
          cross join lateral jsonb_array_elements(o.data->'items') as line
          join items i on i.id = (line->>'id')::int and i.meal_package
          where o.restaurant_id = ${input.restaurantId}
            and o.pickup_time >= ${input.from.toISOString()}::timestamptz
            and o.pickup_time < ${input.to.toISOString()}::timestamptz
            and o.status not in ${RELEASED_STATUSES}
            and o.id <> ${input.excludeOrderId}
            and btrim(o.data #>> '{checkout,pricing,subsidyCode}') = ${input.code}
            and o.data #>> '{costs,subsidyDiscount,type}' is not null`,
    );
    return row?.meals ?? 0;
  },
};

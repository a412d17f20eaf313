import {
  formatDate,
  zonedDaysSpan,
  subsidyMealsProblem,
  toIsoDate,
  type Location,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { lockSubsidyCode } from '../order-locks.repository.ts';
import type { PricingInputRows } from './pricing-inputs.repository.ts';
import { subsidyMealsRepository } from './subsidy-meals.repository.ts';

/**
 * A subsidy's meals per day (`subsidies.max_meals_per_day`; the domain's `subsidyMealsProblem`):
 * the meals one subsidy code pays for on one day of the location's calendar. The day of an order
 * is the local date of the instant it is priced for (its due time; now for an order as soon as
 * possible). The meals a code used that day are the meal-package units of the live orders
 * (not cancelled or refunded) due that day that used it: their checkout names the code and their
 * costs carry the subsidy. Meal packages are read from today's catalogue.
 */

export interface SubsidyMealsInput {
  /** The subsidy code the checkout asked for, when it exists and is active. */
  subsidy: PricingInputRows['subsidy'];
  /** Meals of the order being priced (`mealCount`). */
  meals: number;
  /** The instant the order is priced for: its day is counted. */
  at: Date;
  /** The order being changed or read: it does not count against itself. */
  excludeOrderId?: number | undefined;
}

/**
 * Why the order cannot use its subsidy code for want of meals left that day —
 * `subsidy_daily_limit` {limit, left, meals, date} with the day in the caller's format — or null
 * (no code, no daily maximum, subsidies off, or enough meals left). Locks the code first
 * (order-locks.repository.ts step 4), so the orders of one code are counted one at a time until
 * the caller's transaction ends.
 */
export async function subsidyMealsProblemOf(
  tx: Tx,
  ctx: Pick<OrderContext, 'restaurantId' | 'locale'> & {
    location: Pick<Location, 'subsidies' | 'timezone'>;
  },
  input: SubsidyMealsInput,
): Promise<{ code: 'subsidy_daily_limit'; params: Record<string, string | number> } | null> {
  const { subsidy } = input;
  const maxPerDay = subsidy?.max_meals_per_day ?? null;
  if (!ctx.location.subsidies || !subsidy || maxPerDay === null || input.meals <= 0) return null;
  await lockSubsidyCode(tx, subsidy.code);
  const timeZone = ctx.location.timezone;
  const day = toIsoDate(input.at, timeZone);
  const usedThatDay = await subsidyMealsRepository.mealsUsed(tx, {
    restaurantId: ctx.restaurantId,
    code: subsidy.code,
    ...zonedDaysSpan(day, day, timeZone),
    excludeOrderId: input.excludeOrderId ?? 0,
  });
  const problem = subsidyMealsProblem({ maxPerDay, usedThatDay, meals: input.meals });
  if (!problem) return null;
  return {
    code: problem.code,
    params: { ...problem.params, date: formatDate(input.at, ctx.locale, timeZone) },
  };
}

/**
 * Meal limits. A meal is one unit of a meal-package item (the item's `meal_package` flag, the
 * CSV import's "Meal Package" column; spec part 1 §3, §5): a line of 3 meal packages is 3 meals,
 * its options add none, and other items are not meals. The same items are the ones a
 * fixed-item-price subsidy covers (`priceLine` marks their cost lines `subsidized`).
 *
 * - The location's `order_options.max_meals_per_cart` caps the meals of one cart.
 * - A subsidy's `max_meals_per_day` caps the meals one subsidy code pays for per day (spec part 2
 *   §9 "max subsidized meals per day (or no limit)"): an order uses the subsidy only when its
 *   meals fit in what the code has left that day.
 */

/** Meals in a cart: Σ quantities of the lines whose item is a meal package. */
export function mealCount(
  lines: readonly { id: number; quantity: number }[],
  isMealItem: (itemId: number) => boolean,
): number {
  return lines.reduce((total, line) => total + (isMealItem(line.id) ? line.quantity : 0), 0);
}

export interface CartMealProblem {
  code: 'cart_meal_limit';
  params: { limit: number };
}

/**
 * "You can only add {limit} meals to the order" when the cart holds more meals than `limit` (the
 * location's `max_meals_per_cart`; null or 0 = no limit). Exactly `limit` meals pass.
 */
export function cartMealProblem(meals: number, limit: number | null): CartMealProblem | null {
  if (limit === null || limit <= 0 || meals <= limit) return null;
  return { code: 'cart_meal_limit', params: { limit } };
}

export interface SubsidyMealsProblem {
  code: 'subsidy_daily_limit';
  /** `left` = meals the code has left that day (never below 0); `meals` = the order's. */
  params: { limit: number; left: number; meals: number };
}

/**
 * Why an order of `meals` meals cannot use a subsidy code that already paid for `usedThatDay`
 * meals of its day, under the subsidy's `maxPerDay` (null = no limit), or null when it can. An
 * order without meals always can: it takes nothing from the day's meals.
 */
export function subsidyMealsProblem(input: {
  maxPerDay: number | null;
  usedThatDay: number;
  meals: number;
}): SubsidyMealsProblem | null {
  const { maxPerDay, usedThatDay, meals } = input;
  if (maxPerDay === null || meals <= 0) return null;
  const left = Math.max(0, maxPerDay - usedThatDay);
  if (meals <= left) return null;
  return { code: 'subsidy_daily_limit', params: { limit: maxPerDay, left, meals } };
}

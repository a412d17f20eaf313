import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartMealProblem, mealCount, subsidyMealsProblem } from './meal-limits.ts';

const meals = new Set([1, 2]);
const isMeal = (id: number) => meals.has(id);

describe('mealCount', () => {
  it('counts the units of meal-package lines only', () => {
    const lines = [
      { id: 1, quantity: 3 },
      { id: 5, quantity: 4 },
      { id: 2, quantity: 1 },
    ];
    expect(mealCount(lines, isMeal)).toBe(4);
    expect(mealCount([], isMeal)).toBe(0);
  });
});

describe('cartMealProblem', () => {
  it('lets exactly the limit through and refuses one more', () => {
    expect(cartMealProblem(2, 2)).toBeNull();
    expect(cartMealProblem(3, 2)).toEqual({ code: 'cart_meal_limit', params: { limit: 2 } });
  });

  it('has no limit when none is set', () => {
    expect(cartMealProblem(1000, null)).toBeNull();
    expect(cartMealProblem(1000, 0)).toBeNull();
  });
});

describe('subsidyMealsProblem', () => {
  it('lets an order use the meals the code has left that day', () => {
    expect(subsidyMealsProblem({ maxPerDay: 2, usedThatDay: 1, meals: 1 })).toBeNull();
    expect(subsidyMealsProblem({ maxPerDay: 2, usedThatDay: 1, meals: 2 })).toEqual({
      code: 'subsidy_daily_limit',
      params: { limit: 2, left: 1, meals: 2 },
    });
    expect(subsidyMealsProblem({ maxPerDay: 1, usedThatDay: 3, meals: 1 })?.params.left).toBe(0);
  });

  it('never refuses without a limit or without meals', () => {
    expect(subsidyMealsProblem({ maxPerDay: null, usedThatDay: 50, meals: 9 })).toBeNull();
    expect(subsidyMealsProblem({ maxPerDay: 1, usedThatDay: 5, meals: 0 })).toBeNull();
  });

  it('never lets the day pass its maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (maxPerDay, usedThatDay, orderMeals) => {
          const problem = subsidyMealsProblem({ maxPerDay, usedThatDay, meals: orderMeals });
          expect(problem === null).toBe(usedThatDay + orderMeals <= maxPerDay);
        },
      ),
    );
  });
});

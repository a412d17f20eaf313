import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import {
  expectCartTotal,
  expectedTotal,
  menuId,
  noonOf,
  pageCaller,
  pickDate,
  scheduleDate,
  submitOrder,
  choose,
} from './support/orders.ts';

const MENU = 'School Lunch';

test('a school lunch for a student, due on a school day', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await switchLocation(page, places.school);
  // The demo's school lunch menu takes scheduled orders only, on weekdays at lunch time.
  const caller = await pageCaller(page);
  const date = await scheduleDate(caller, await menuId(caller, MENU), 'school', { weekdays: true });

  await page.goto('/order-management/create');
  const types = page.getByRole('radiogroup', { name: 'Order type' });
  await types.getByRole('radio', { name: 'School' }).click();
  // The school delivers to its students through the order's school details, not a delivery.
  await expect(types.getByRole('radio', { name: 'Delivery' })).toHaveCount(0);
  await page.getByRole('radio', { name: new RegExp(MENU) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Without a due date the items ask for one first: they are served and priced on that day.
  await expect(page.getByText('Choose when the order is due first')).toBeVisible();
  await page.getByRole('button', { name: 'Choose the due date', exact: true }).click();
  await pickDate(page, page.getByRole('button', { name: /^Date/ }), date, 'en-CA');
  await page.getByRole('combobox', { name: 'Time', exact: true }).click();
  await page.getByRole('option', { name: /^12:00/ }).click();
  await choose(page, 'School', 'Riverside Public School');
  await choose(page, 'Grade', '3');
  await choose(page, 'Class', '3B');
  await choose(page, 'Teacher', 'Ms. Patel');
  await page.getByRole('textbox', { name: /^Student name/ }).fill('Maya Chen');
  for (const [field, value] of [
    ['Full name', 'Lin Chen'],
    ['Email', 'lin.chen@example.com'],
    ['Phone number', '6475550199'],
  ] as const) {
    const input = page.getByRole('textbox', { name: new RegExp(`^${field}`) });
    if (await input.isVisible()) await input.fill(value);
  }

  // Two hamburger meals with the meal's drink and side (its defaults).
  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page.getByText('Choose when the order is due first')).toHaveCount(0);
  await page.getByRole('button', { name: /^Hamburger Meal/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Hamburger Meal' });
  await viewer.getByRole('button', { name: 'One more: Quantity of Hamburger Meal' }).click();
  await viewer.getByRole('button', { name: /^Add to order/ }).click();
  await expect(viewer).toBeHidden();

  const total = await expectedTotal(
    page,
    {
      menu: MENU,
      at: noonOf(date),
      lines: [
        {
          item: 'Hamburger Meal',
          quantity: 2,
          options: [
            { group: 'Drink', value: 'One-percent Low Fat Milk Jug' },
            { group: 'Side', value: 'Apple Slices' },
          ],
        },
      ],
    },
    'en-CA',
  );
  await expectCartTotal(page, 'Order total', total);
  const order = await submitOrder(page);
  expect(order.type).toBe('school');
  expect(order.student_name).toBe('Maya Chen');
  expect(order.data.checkout.school).toMatchObject({
    school: 'Riverside Public School',
    grade: '3',
    classroom: '3B',
    teacher: 'Ms. Patel',
  });
  const done = page.getByRole('dialog', { name: 'Order submitted' });
  await expect(done.getByText(`Total: ${total}`)).toBeVisible();
});

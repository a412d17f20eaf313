import { expect, type Page } from '@playwright/test';
import { choose, menuId, pageCaller, pickDate, scheduleDate } from './orders.ts';

/** The demo school's lunch menu: scheduled orders only, on weekdays at lunch time. */
export const SCHOOL_LUNCH = 'School Lunch';

/**
 * Opens a school lunch at the demo school (in English) due at noon on its next school day, with
 * the student's school details and the family's contact filled; the journey adds what it checks.
 */
export async function startSchoolLunch(
  page: Page,
  order: { student: string; guest: { name: string; email: string } },
) {
  const caller = await pageCaller(page);
  const date = await scheduleDate(caller, await menuId(caller, SCHOOL_LUNCH), 'school', {
    weekdays: true,
  });
  await page.goto('/order-management/create');
  await page
    .getByRole('radiogroup', { name: 'Order type' })
    .getByRole('radio', { name: 'School' })
    .click();
  await page.getByRole('radio', { name: new RegExp(SCHOOL_LUNCH) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Choose the due date', exact: true }).click();
  await pickDate(page, page.getByRole('button', { name: /^Date/ }), date, 'en-CA');
  await page.getByRole('combobox', { name: 'Time', exact: true }).click();
  await page.getByRole('option', { name: /^12:00/ }).click();
  await choose(page, 'School', 'Riverside Public School');
  await choose(page, 'Grade', '3');
  await choose(page, 'Class', '3B');
  await choose(page, 'Teacher', 'Ms. Patel');
  await page.getByRole('textbox', { name: /^Student name/ }).fill(order.student);
  await page.getByRole('textbox', { name: /^Full name/ }).fill(order.guest.name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(order.guest.email);
}

/** Adds one Hamburger Meal with its defaults from the Items tab. */
export async function addHamburgerMeal(page: Page) {
  await page.getByRole('tab', { name: 'Items' }).click();
  await page.getByRole('button', { name: /^Hamburger Meal/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Hamburger Meal' });
  await viewer.getByRole('button', { name: /^Add to order/ }).click();
  await expect(viewer).toBeHidden();
}

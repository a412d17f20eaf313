import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, STAFF_PIN } from './demo.ts';

/** The side navigation landmark (absent for staff and kiosk). */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** A navigation entry by its visible name (entries are links, "Log out" is a button). */
export function navLink(page: Page, name: string): Locator {
  return mainNav(page).getByRole('link', { name, exact: true });
}

/** Fills and submits the sign-in form of the page already at /login (English labels). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login and signs in; the caller asserts where that leads. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email, password);
}

/** Signs in a user with a navigation bar and waits for the shell on /menus. */
export async function signInToMenus(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
}

/** Signs in a staff member and gets past the PIN screen. */
export async function signInWithPin(page: Page, email: string, pin = STAFF_PIN): Promise<void> {
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();
  await submitPin(page, pin);
}

export async function submitPin(page: Page, pin: string): Promise<void> {
  await page.getByRole('textbox', { name: 'PIN', exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The header's location selector button (its accessible name names the active location). */
export function locationSelector(page: Page): Locator {
  return page.getByRole('button', { name: /^(Location: |Établissement : )/ });
}

/** Opens the location selector and answers its dialog. */
export async function openLocationSelector(page: Page): Promise<Locator> {
  await locationSelector(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Search locations' })).toBeVisible();
  return dialog;
}

/** Switches the active location through the selector's search (its lists hold recent ones). */
export async function switchLocation(page: Page, name: string): Promise<void> {
  const dialog = await openLocationSelector(page);
  await dialog.getByRole('textbox', { name: 'Search locations' }).fill(name);
  await dialog
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('button', { name: `Location: ${name}` })).toBeVisible();
}

export interface StoredSession {
  accessToken: string;
  idToken: string;
  expiresAt: string;
  tenantId: number;
  pinEntered: boolean;
}

/** The session this tab keeps (sessionStorage `app.session`, see src/lib/session). */
export async function readStoredSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('app.session'));
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

export async function writeStoredSession(page: Page, session: StoredSession): Promise<void> {
  await page.evaluate(
    (value) => sessionStorage.setItem('app.session', value),
    JSON.stringify(session),
  );
}

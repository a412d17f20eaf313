import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { formatCalendarDate, zonedParts, type Locale } from '@app/domain';
import type { SunkMail } from './mail-sink.ts';

/**
 * The catering event journeys (events.spec.ts): the event's times, the staff's words in both
 * languages, the owner's mail, and the documents printed to PDF.
 */

export const screens = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';
const ZONE = 'America/Toronto';

/** The demo's suite menus take orders for 10:00–23:00 (demo-catalogue-stadium.ts). */
const MENU_OPENS = 10 * 60;
const LATEST_START = 22 * 60 + 30;
/** Time enough for a journey (three minutes at most) to end before the event starts. */
const LEAD_MINUTES = 45;

export interface EventTimes {
  /** The event's day in Toronto, `YYYY-MM-DD`. */
  day: string;
  /** `HH:mm` in Toronto. */
  start: string;
  end: string;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * An event today in Toronto, starting after now, while the suite menus take orders: finalize
 * completes an order on its scheduled day only (docs/decisions/event-day.md), so the event must
 * be today, and a pre-order is priced at the event's start, when its menu must be open. Null when
 * no such time is left today.
 */
export function eventTimesToday(now = new Date()): EventTimes | null {
  const { year, month, day, hour, minute } = zonedParts(now, ZONE)!;
  const minutes = Number(hour) * 60 + Number(minute);
  const start = Math.max(Math.ceil((minutes + LEAD_MINUTES) / 5) * 5, MENU_OPENS);
  if (start > LATEST_START) return null;
  return {
    day: `${year}-${month}-${day}`,
    start: hhmm(start),
    end: hhmm(start + 60),
  };
}

export async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

/** Picks a day in the form's date picker (`label` names the button that opens it). */
export async function pickDay(page: Page, label: string, day: string, locale: Locale) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('button', { name: formatCalendarDate(day, locale), exact: true }).click();
}

/** Types a time of day in the app's time control (`name`, hours and minutes parts). */
export async function typeTime(scope: Page | Locator, name: string, time: string, locale: Locale) {
  const [hours = '', minutes = ''] = time.split(':');
  const part = locale === 'fr-CA' ? 'heures' : 'hours';
  await scope.getByRole('spinbutton', { name: `${name}, ${part}` }).fill(hours);
  await scope.getByRole('spinbutton', { name: `${name}, minutes` }).fill(minutes);
}

/** Chooses an option of a Mantine select or multi-select named `label`. */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The pre-order page's link of a mail (plain-text part): its path. */
export function preOrderPathOf(mail: SunkMail): string {
  const link = /https?:\/\/\S+\/pre-order\/[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No pre-order link in the mail:\n${mail.text}`);
  return new URL(link).pathname;
}

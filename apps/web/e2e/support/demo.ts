/** The demo data set the server loads on first start (DESIGN §9, apps/server/src/demo). */
export const DEMO_PASSWORD = 'demo-password';
export const STAFF_PIN = '1234';

/**
 * Demo accounts. Journeys that change an account's state keep it to themselves: `enterprise`
 * is locked out by sign-in-errors.spec.ts; forgot-password.spec.ts resets the password of an
 * account of its own (support/own-account.ts). Every other account only signs in, so any spec
 * may use it.
 */
export const accounts = {
  admin: 'admin@demo.test',
  enterprise: 'enterprise@demo.test',
  manager: 'manager@demo.test',
  lead: 'lead@demo.test',
  member: 'member@demo.test',
  staff: 'staff@demo.test',
  kiosk: 'kiosk@demo.test',
} as const;

export const places = {
  bistro: 'Maple Street Bistro',
  school: 'Riverside Public School',
  stadium: 'Lakeshore Stadium',
} as const;

/** The date the shell header shows for today, in the locations' time zone (America/Toronto). */
export function todayIn(locale: 'en-CA' | 'fr-CA', timeZone = 'America/Toronto'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return locale === 'fr-CA'
    ? `${part('day')}/${part('month')}/${part('year')}`
    : `${part('year')}/${part('month')}/${part('day')}`;
}

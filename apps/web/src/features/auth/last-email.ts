import { localStore } from '#lib/storage/browser-storage.ts';

const LAST_EMAIL_KEY = 'app.lastLoginEmail';

/** The email of the last successful sign-in on this browser, to prefill the form. */
export function readLastEmail(): string {
  return localStore.getString(LAST_EMAIL_KEY) ?? '';
}

export function rememberLastEmail(email: string): void {
  localStore.setString(LAST_EMAIL_KEY, email);
}

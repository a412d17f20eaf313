import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { SunkMail } from './mail-sink.ts';

/** Everything the SMTP sink has received so far (see global-setup.ts). */
export function readMailbox(): SunkMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file)
    throw new Error('E2E_MAIL_FILE is not set: run the suite through playwright.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as SunkMail[];
}

/**
 * Waits for a message to `to` received after `since` (the previous message count) whose subject
 * holds `subject`, if given (another journey may mail the same address at the same time).
 */
export async function waitForMail(
  to: string,
  since: number,
  { subject, timeout = 15_000 }: { subject?: string; timeout?: number } = {},
): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox()
          .slice(since)
          .find(
            (mail) =>
              mail.to.includes(to.toLowerCase()) &&
              (subject === undefined || mail.subject.includes(subject)),
          );
        return found !== undefined;
      },
      { message: `a mail to ${to}${subject ? ` about ${subject}` : ''}`, timeout },
    )
    .toBe(true);
  return found as SunkMail;
}

/** The password-reset link of a mail (plain-text part). */
export function resetLinkOf(mail: SunkMail): URL {
  const link = /https?:\/\/\S+reset_token=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${mail.text}`);
  return new URL(link);
}

/** The set-password link of a staff invitation (plain-text part). */
export function inviteLinkOf(mail: SunkMail): URL {
  const link = /https?:\/\/\S+invite_token=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in the mail:\n${mail.text}`);
  return new URL(link);
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus, submitSignIn } from './support/journeys.ts';
import { inviteLinkOf, readMailbox, waitForMail } from './support/mailbox.ts';

/**
 * A manager invites a member of staff with a French account; the invitee sets a password from the
 * mailed link, signs in and works in French. Once with the manager's screen in English, once in
 * French.
 */
const screens = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

const text = {
  'en-CA': {
    team: 'Team',
    invite: 'Invite a team member',
    email: 'Email',
    name: 'Name',
    role: 'Role',
    pin: 'PIN',
    french: 'French',
    send: 'Send invitation',
    sent: (address: string) => `Invitation sent to ${address}.`,
    invited: 'Invited',
    active: 'Active',
  },
  'fr-CA': {
    team: 'Équipe',
    invite: 'Inviter un membre de l’équipe',
    email: 'Courriel',
    name: 'Nom',
    role: 'Rôle',
    pin: 'NIP',
    french: 'Français',
    send: 'Envoyer l’invitation',
    sent: (address: string) => `Invitation envoyée à ${address}.`,
    invited: 'Invité',
    active: 'Actif',
  },
} as const;

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager invites staff who set a password and sign in in French (manager in ${locale})`, async ({
    page,
    browser,
  }) => {
    const t = text[locale];
    const email = `staff-${locale}-${Date.now()}@e2e.test`;
    const name = `Camille ${locale}`;

    await signInToMenus(page, accounts.manager);
    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();
    await page.goto('/settings/team');
    await expect(page.getByRole('heading', { level: 1, name: t.team })).toBeVisible();
    await expect(page.getByRole('table', { name: t.team })).toBeVisible();

    await page.getByRole('button', { name: t.invite }).click();
    const dialog = page.getByRole('dialog', { name: t.invite });
    await dialog.getByRole('textbox', { name: t.email }).fill(email);
    await dialog.getByRole('textbox', { name: t.name }).fill(name);
    await dialog.getByRole('combobox', { name: t.role }).selectOption('staff');
    await dialog.getByText(t.french, { exact: true }).click();
    await dialog.getByLabel(t.pin, { exact: true }).fill('2468');
    await shoot(page, `team-invite-${locale}`);
    const since = readMailbox().length;
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent(email))).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText(t.invited, { exact: true })).toBeVisible();
    await shoot(page, `team-list-${locale}`);

    // The invitation arrives in the invitee's language, with a link to this app.
    const mail = await waitForMail(email, since);
    expect(mail.subject).toMatch(/^Vous êtes invité au portail de gestion de /);
    expect(mail.text).toContain(`Bonjour ${name},`);
    const link = inviteLinkOf(mail);

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(link.pathname + link.search + link.hash);
    await expect(
      invitee.getByRole('heading', { name: 'Welcome! Choose your password' }),
    ).toBeVisible();
    await invitee.getByRole('textbox', { name: 'New password', exact: true }).fill('first-pass-42');
    await invitee
      .getByRole('textbox', { name: 'Confirm new password', exact: true })
      .fill('first-pass-42');
    await invitee.getByRole('button', { name: 'Save password' }).click();
    await expect(invitee.getByRole('status')).toHaveText(/Your password is set/);

    // Signing in opens the interface in the account's language: French, PIN first.
    await submitSignIn(invitee, email, 'first-pass-42');
    await expect(invitee.getByRole('heading', { name: 'Entrez votre NIP' })).toBeVisible();
    await expect(invitee.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await invitee.getByRole('textbox', { name: 'NIP', exact: true }).fill('2468');
    await invitee.getByRole('button', { name: 'Continuer' }).click();
    await expect(
      invitee.getByRole('heading', { level: 1, name: 'Créer une commande' }),
    ).toBeVisible();
    await context.close();

    await page.reload();
    await expect(row.getByText(t.active, { exact: true })).toBeVisible();
  });
}

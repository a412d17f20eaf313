import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signIn } from './support/journeys.ts';
import { submitDueNow } from './support/order-manager.ts';
import { signedInCaller } from './support/orders.ts';

/** A guest of this spec only: its order is paid by cost centre, confirmed by staff. */
const GUEST = 'Camille Argent';

async function openOrder(page: Page, list: string, number: number) {
  await page.goto('/order-management');
  await page.getByRole('searchbox', { name: 'Rechercher des commandes' }).fill(GUEST);
  await page
    .getByRole('region', { name: list })
    .getByRole('button', { name: `Ouvrir la commande ${number}` })
    .click();
  return page.getByRole('dialog', { name: `Commande n° ${number}` });
}

async function inFrench(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/menus$/, { timeout: 30_000 });
  // lead@ is a French account: signing in already opened the interface in French.
  if (email !== accounts.lead) {
    await page.getByRole('button', { name: 'Passer au français' }).click();
  }
  await expect(page.getByRole('button', { name: 'Switch to English' })).toBeVisible();
}

test('a lead completes a cost-centre order once paid; a manager refunds part of it, in French', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const caller = await signedInCaller(request, accounts.manager);
  const order = await submitDueNow(caller, {
    menu: 'Cafeteria',
    items: [
      { name: 'Lentil soup', base_price: 6.5 },
      { name: 'Fries', base_price: 4.25 },
    ],
    quantity: 2,
    guest: GUEST,
    checkout: { paymentPreference: 'cost_center', costCenter: 'CC-4410' },
  });
  const number = order.order_number!;

  await inFrench(page, accounts.lead);
  let modal = await openOrder(page, 'En attente', number);
  await modal.getByRole('button', { name: 'Accepter' }).click();
  await expect(modal.getByRole('region', { name: 'Commande' })).toContainText('En cours');
  await modal.getByRole('button', { name: 'Terminer' }).click();
  const confirm = page.getByRole('dialog', { name: `Terminer la commande n° ${number}` });
  await confirm.getByRole('button', { name: 'Paiement reçu' }).click();
  await expect(modal.getByRole('status')).toHaveText(/^Paiement de .+\$ enregistré\.$/);
  await expect(modal.getByRole('region', { name: 'Commande' })).toContainText('Terminée');
  const money = modal.getByRole('region', { name: 'Argent' });
  await expect(money).toContainText('CC-4410');
  // For a person to look at, outside the repository.
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens'}/om-completed-fr.png`,
  });

  // The manager, in another session, refunds $5.00 of it by amount.
  const managerContext = await browser.newContext({ baseURL });
  const managerPage = await managerContext.newPage();
  await inFrench(managerPage, accounts.manager);
  modal = await openOrder(managerPage, 'Terminées', number);
  await modal.getByRole('button', { name: 'Rembourser', exact: true }).click();
  const refund = managerPage.getByRole('dialog', { name: `Rembourser la commande n° ${number}` });
  await refund.getByRole('radio', { name: 'Un montant' }).check();
  await refund.getByRole('textbox', { name: 'Montant' }).fill('5');
  await refund.getByRole('textbox', { name: 'Motif' }).fill('Frites froides');
  await refund.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await expect(refund).toBeHidden();
  await expect(modal.getByRole('region', { name: 'Commande' })).toContainText(
    'Remboursée en partie',
  );
  const managerMoney = modal.getByRole('region', { name: 'Argent' });
  await expect(managerMoney).toContainText('Frites froides');
  await expect(managerMoney).toContainText(/5,00\s\$/);
  await managerContext.close();
});

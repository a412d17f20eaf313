import { expect, test } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import {
  expectCartTotal,
  expectedTotal,
  menuId,
  noonOf,
  pageCaller,
  pickDate,
  scheduleDate,
} from './support/orders.ts';

const MENU = 'All Day Menu';
const CAPTION = 'Total de la commande';

test('a take-out order with modifiers and a percentage discount code, in French', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Commandes' })
    .click();
  await page.goto('/order-management/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une commande' })).toBeVisible();

  // Take-out, picked up, from the all-day menu (its French name).
  await expect(page.getByRole('radio', { name: 'À emporter' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cueillette' })).toBeChecked();
  await page.getByRole('radio', { name: /Menu toute la journée/ }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Due tomorrow (or the next day the menu takes) at noon: items are priced for then.
  const caller = await pageCaller(page);
  const date = await scheduleDate(caller, await menuId(caller, MENU), 'take_out');
  await page.getByRole('tab', { name: /Finalisation de la commande/ }).click();
  await page.getByRole('radio', { name: 'Planifiée' }).click();
  await pickDate(page, page.getByRole('button', { name: /^Date/ }), date, 'fr-CA');
  await page.getByRole('combobox', { name: 'Heure', exact: true }).click();
  await page.getByRole('option', { name: /^12:00/ }).click();

  // A Big Mac made a combo with fries and two extra cheese slices.
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher des articles' }).fill('big mac');
  await page.getByRole('button', { name: /^Big Mac/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Big Mac' });
  await viewer.getByRole('radio', { name: /Frites moyennes/ }).click();
  const cheese = viewer.getByRole('button', { name: 'Un de plus : Tranche de fromage' });
  await cheese.click();
  await cheese.click();
  await expect(cheese).toBeDisabled();
  await viewer.getByRole('button', { name: /^Ajouter à la commande/ }).click();
  await expect(viewer).toBeHidden();
  const line = page
    .getByRole('list', { name: 'Articles du panier' })
    .getByRole('listitem', { name: 'Big Mac' });
  await expect(line.getByText('1 × Frites moyennes')).toBeVisible();
  await expect(line.getByText('2 × Tranche de fromage')).toBeVisible();

  // The guest's contact and the WELCOME10 code (10 % off).
  await page.getByRole('tab', { name: /Finalisation de la commande/ }).click();
  await page.getByRole('textbox', { name: /^Nom complet/ }).fill('Camille Tremblay');
  await page.getByRole('textbox', { name: /^Courriel/ }).fill('camille@example.com');
  await page.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill('4165550123');
  await page.getByRole('combobox', { name: 'Ustensiles et serviettes?' }).click();
  await page.getByRole('option', { name: 'Oui, merci' }).click();
  await page.getByRole('textbox', { name: /^Code de rabais/ }).fill('WELCOME10');
  await page
    .getByRole('group', { name: 'Rabais et cartes-cadeaux' })
    .getByRole('button', { name: 'Appliquer' })
    .click();
  await expect(page.getByText(/Code WELCOME10 appliqué/)).toBeVisible();

  const total = await expectedTotal(
    page,
    {
      menu: MENU,
      at: noonOf(date),
      discountCode: 'WELCOME10',
      lines: [
        {
          item: 'Big Mac',
          options: [
            { group: 'Make it a combo', value: 'Medium French Fries' },
            { group: 'Extra toppings', value: 'Extra cheese slice', quantity: 2 },
          ],
        },
      ],
    },
    'fr-CA',
  );
  await expectCartTotal(page, CAPTION, total);
  await expect(
    page.getByRole('table', { name: CAPTION }).getByRole('row', { name: /Rabais \(WELCOME10\)/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer la commande' }).click();
  const done = page.getByRole('dialog', { name: 'Commande envoyée' });
  await expect(done.getByText(/^Commande n° \d+$/)).toBeVisible();
  await expect(done.getByText(`Total : ${total}`)).toBeVisible();
  await done.getByRole('button', { name: 'Nouvelle commande' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Détails de la commande' }),
  ).toBeVisible();
});

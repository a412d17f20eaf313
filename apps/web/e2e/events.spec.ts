import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatDateTime, zonedTimeToInstant, type Locale } from '@app/domain';
import { accounts, places } from './support/demo.ts';
import {
  chooseOption,
  eventTimesToday,
  pickDay,
  preOrderPathOf,
  screens,
  shoot,
  typeTime,
  type EventTimes,
} from './support/events.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { countPrints, printToPdf, printsCounted } from './support/printing.ts';
import { readMailbox, waitForMail } from './support/mailbox.ts';

/**
 * A stadium's event day from booking to paper, once with the staff's screens in English and once
 * in French (issue 15): a manager creates an event today with three suites, sends one suite's
 * owner the pre-order email; the owner, from the mailed link in a browser of their own, orders a
 * platter with a sauce, notes a dietary need and leaves a test card; staff see the pre-order come
 * in, lock pre-ordering (the owner's page turns read-only), fire the event (the order goes to the
 * kitchen), finalize it (the owner's card is charged, the other suites have nothing to settle),
 * and print the suite's BEO and the production sheet, which then say what changed since.
 * Each run makes an event of its own, so the journey runs again and again.
 */

/** How many platters the owner orders: two ($99.98) would be under the minimum order ($100). */
const PLATTERS = 3;

// One journey takes 45–90 s alone on this machine (two browsers, two documents printed), and
// 130–235 s beside another journey (the two workers of the whole suite): past the 180 s default.
test.describe.configure({ timeout: 480_000 });

const staff = {
  'en-CA': {
    createTitle: 'Create event',
    title: 'Title',
    startDay: 'Start date',
    endDay: 'End date',
    startTime: 'Start time',
    endTime: 'End time',
    eventType: 'Event type',
    proposes:
      'Hockey Game proposes these pre-order menus for the suites: Suite Catering, Suite Dining.',
    lock: 'Order lock period (days)',
    emailDays: 'Pre-order email (days before)',
    managerName: 'Event manager',
    attendance: 'Projected attendance',
    create: 'Create',
    created: 'Event created.',
    edit: 'Edit',
    save: 'Save',
    saved: 'Event saved.',
    setupIncomplete: 'Setup incomplete',
    preOrdering: 'Pre-ordering',
    locked: 'Pre-ordering locked',
    assignSuites: 'Assign suites',
    assignTitle: 'Suite assignments',
    owner: (suite: string) => `Suite owner – ${suite}`,
    menus: (suite: string) => `Pre-order menus – ${suite}`,
    guests: (suite: string) => `Guaranteed guests – ${suite}`,
    details: (suite: string) => `Equipment and notes of ${suite}`,
    dietary: 'Dietary restrictions',
    special: 'Special requirements',
    menu: 'Suite Catering',
    saveSuites: 'Save 3 suites',
    suitesSaved: 'The suites were saved.',
    backToEvent: 'Back to the event',
    suitesTable: 'Suites',
    pendingTable: 'Pending orders',
    send: (suite: string) => `Send the pre-order email of ${suite}`,
    sent: (address: string) => `Pre-order email sent to ${address}.`,
    status: {
      emailSent: 'Email sent',
      pending: 'Pending',
      accepted: 'Accepted',
      completed: 'Completed',
      invoiceReady: 'Invoice ready',
    },
    fire: 'Fire event',
    fireTitle: (title: string) => `Fire ${title}?`,
    fireConfirm: 'Fire',
    fired: 'Orders sent to the kitchen',
    firedOne: 'The event was fired: 1 order went to the kitchen.',
    finalize: 'Finalize event',
    finalizeTitle: (title: string) => `Finalize ${title}?`,
    finalizeConfirm: 'Finalize',
    report: 'Finalize report',
    finalized: 'Finalized',
    nothingToDo: 'Nothing to settle',
    charged: (amount: string) => `Card charged ${amount}`,
    openSuite: (suite: string) => `Open ${suite}`,
    suiteSaved: 'The suite was saved.',
    beoLink: 'Banquet event order',
    beoTitle: (suite: string) => `BEO – ${suite}`,
    beoHeading: 'Banquet event order (BEO)',
    productionSheet: 'Production sheet',
    print: 'Print',
    notPrinted: /^Not printed yet/,
    printed: /^Version 1 printed .+ by Morgan Manager · Up to date with the version printed\.$/,
    onPaper: 'Version 1 · printed',
    changed: 'Changed since printed (version 1)',
    signatures: ['Signatures', 'Suite owner', 'Event manager', 'Banquet captain'],
    dietaryTitle: 'Dietary restrictions and special requirements',
    station: 'Station: Platters',
    share: ': ',
  },
  'fr-CA': {
    createTitle: 'Créer un événement',
    title: 'Titre',
    startDay: 'Date de début',
    endDay: 'Date de fin',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    eventType: 'Type d’événement',
    proposes:
      'Hockey Game propose ces menus de précommande pour les loges : Suite Catering, Suite Dining.',
    lock: 'Période de verrouillage des commandes (jours)',
    emailDays: 'Courriel de précommande (jours avant)',
    managerName: 'Responsable de l’événement',
    attendance: 'Assistance prévue',
    create: 'Créer',
    created: 'Événement créé.',
    edit: 'Modifier',
    save: 'Enregistrer',
    saved: 'Événement enregistré.',
    setupIncomplete: 'Configuration incomplète',
    preOrdering: 'Précommandes ouvertes',
    locked: 'Précommandes verrouillées',
    assignSuites: 'Attribuer des loges',
    assignTitle: 'Attribution des loges',
    owner: (suite: string) => `Propriétaire de la loge – ${suite}`,
    menus: (suite: string) => `Menus de précommande – ${suite}`,
    guests: (suite: string) => `Invités garantis – ${suite}`,
    details: (suite: string) => `Équipement et notes de ${suite}`,
    dietary: 'Restrictions alimentaires',
    special: 'Exigences particulières',
    menu: 'Traiteur des loges',
    saveSuites: 'Enregistrer 3 loges',
    suitesSaved: 'Les loges ont été enregistrées.',
    backToEvent: 'Retour à l’événement',
    suitesTable: 'Loges',
    pendingTable: 'Commandes en attente',
    send: (suite: string) => `Envoyer le courriel de précommande de ${suite}`,
    sent: (address: string) => `Courriel de précommande envoyé à ${address}.`,
    status: {
      emailSent: 'Courriel envoyé',
      pending: 'En attente',
      accepted: 'Acceptée',
      completed: 'Terminée',
      invoiceReady: 'Facture prête',
    },
    fire: 'Lancer l’événement',
    fireTitle: (title: string) => `Lancer ${title}?`,
    fireConfirm: 'Lancer',
    fired: 'Commandes envoyées en cuisine',
    firedOne: 'L’événement a été lancé : 1 commande est partie en cuisine.',
    finalize: 'Finaliser l’événement',
    finalizeTitle: (title: string) => `Finaliser ${title}?`,
    finalizeConfirm: 'Finaliser',
    report: 'Rapport de finalisation',
    finalized: 'Finalisée',
    nothingToDo: 'Rien à régler',
    charged: (amount: string) => `Carte débitée de ${amount}`,
    openSuite: (suite: string) => `Ouvrir ${suite}`,
    suiteSaved: 'La loge a été enregistrée.',
    beoLink: 'Bon d’événement',
    beoTitle: (suite: string) => `BEO – ${suite}`,
    beoHeading: 'Bon d’événement (BEO)',
    productionSheet: 'Fiche de production',
    print: 'Imprimer',
    notPrinted: /^Pas encore imprimé/,
    printed:
      /^Version 1 imprimée le .+ par Morgan Manager · À jour par rapport à la version imprimée\.$/,
    onPaper: 'Version 1 · imprimée le',
    changed: 'Modifié depuis l’impression (version 1)',
    signatures: [
      'Signatures',
      'Propriétaire de la loge',
      'Responsable de l’événement',
      'Maître d’hôtel',
    ],
    dietaryTitle: 'Restrictions alimentaires et exigences particulières',
    station: 'Poste : Plateaux',
    share: ' : ',
  },
} as const;

/** The suite owner's pre-order page and mail, in the owner's language. */
const owners = {
  'en-CA': {
    email: 'priya.sharma@northwind.example',
    name: 'Priya Sharma',
    option: 'Priya Sharma (Northwind Insurance)',
    subject: (event: string, suite: string) => `Pre-order for ${event} – ${suite}`,
    greeting: 'Hello Priya Sharma,',
    heading: (suite: string) => `Pre-order for ${suite}`,
    facts: 'The event',
    item: 'Chicken McNuggets Platter (40 piece)',
    add: (item: string) => `Add ${item}`,
    sauce: 'Honey',
    oneMore: (item: string) => `One more: Quantity of ${item}`,
    addToCart: /^Add to cart/,
    line: (item: string) => `${PLATTERS} × ${item}`,
    notes: 'Dietary needs',
    need: 'One guest has a peanut allergy',
    card: ['Card number', 'Expiry month', 'Expiry year', 'Security code'],
    saveCard: 'Save card',
    onFile: 'Visa ending in 1111',
    send: 'Send my pre-order',
    saved: 'Your pre-order is saved.',
    closed: 'Pre-ordering is closed',
    summary: 'Your pre-order',
  },
  'fr-CA': {
    email: 'marc.tremblay@greatlakes.example',
    name: 'Marc Tremblay',
    option: 'Marc Tremblay (Great Lakes Logistics)',
    subject: (event: string, suite: string) => `Précommande pour ${event} – ${suite}`,
    greeting: 'Bonjour Marc Tremblay,',
    heading: (suite: string) => `Précommande pour ${suite}`,
    facts: 'L’événement',
    item: 'Plateau de croquettes (40)',
    add: (item: string) => `Ajouter ${item}`,
    sauce: 'Miel',
    oneMore: (item: string) => `Un de plus : Quantité de ${item}`,
    addToCart: /^Ajouter au panier/,
    line: (item: string) => `${PLATTERS} × ${item}`,
    notes: 'Besoins alimentaires',
    need: 'Un invité est allergique aux arachides',
    card: ['Numéro de carte', 'Mois d’expiration', 'Année d’expiration', 'Code de sécurité'],
    saveCard: 'Enregistrer la carte',
    onFile: 'Visa se terminant par 1111',
    send: 'Envoyer ma précommande',
    saved: 'Votre précommande est enregistrée.',
    closed: 'Les précommandes sont fermées',
    summary: 'Votre précommande',
  },
} as const;

/** Each journey's suites (the first is pre-ordered by the owner of its language) and other owners. */
const bookings = {
  'en-CA': {
    title: 'Lions vs. Bears',
    suites: ['Suite 101', 'Suite 102', 'Suite 204'],
    others: ['Olivia Chen (Harbourfront Law LLP)', 'David Okonkwo (Maple Grid Energy)'],
    restriction: 'Two guests eat no gluten',
    requirement: 'Wheelchair access at the bar',
  },
  'fr-CA': {
    title: 'Lions c. Ours',
    suites: ['Suite 206', 'Suite 208', 'Founders Club Suite'],
    others: ['Sophie Gagnon (Caisse populaire du Lac)', 'Jean-François Roy (Roy & Associés)'],
    restriction: 'Deux invités ne mangent pas de gluten',
    requirement: 'Accès en fauteuil roulant au bar',
  },
} as const;

type Staff = (typeof staff)[Locale];

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a catering manager books an event, an owner pre-orders, the kitchen gets its papers (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const times = eventTimesToday();
    test.skip(
      times === null,
      'Finalize completes orders on their day only, so the event must start today in Toronto, ' +
        'after now, by 22:30 (the suite menus take orders until 23:00): too late today',
    );
    const t = staff[locale];
    const owner = owners[locale];
    const booking = bookings[locale];
    const title = `${booking.title} ${Date.now().toString(36)}`;
    const [suite] = booking.suites;

    await countPrints(page);
    await signInToMenus(page, accounts.manager);
    await switchLocation(page, places.stadium);
    if (locale === 'fr-CA') {
      await page.getByRole('button', { name: 'Passer au français' }).click();
      await expect(page.getByRole('button', { name: 'Switch to English' })).toBeVisible();
    }

    const eventId = await createEvent(page, locale, title, times!);
    await assignSuites(page, locale);

    // The pre-order email, in the owner's language, with the link to their page.
    const since = readMailbox().length;
    await page.getByRole('button', { name: t.send(suite) }).click();
    await expect(page.getByText(t.sent(owner.email))).toBeVisible();
    await expect(suiteRow(page, t, suite)).toContainText(t.status.emailSent);
    const mail = await waitForMail(owner.email, since, { subject: title, timeout: 30_000 });
    expect(mail.subject).toBe(owner.subject(title, suite));
    expect(mail.text).toContain(owner.greeting);
    const link = preOrderPathOf(mail);
    await shoot(page, `events-details-${locale}`);

    // The owner pre-orders while the staff's screen stays open: the suite turns pending there.
    const ownerPage = await openAsOwner(browser, baseURL, link);
    await preOrder(ownerPage, locale, title, suite);
    await expect(suiteRow(page, t, suite)).toContainText(t.status.pending);
    const pending = page
      .getByRole('table', { name: t.pendingTable, exact: true })
      .getByRole('row')
      .filter({ hasText: suite });
    await expect(pending).toContainText(owner.name);
    const total = (await pending.getByRole('cell').last().textContent()) ?? '';
    expect(total).toMatch(/\$/);
    await shoot(page, `events-pending-${locale}`);

    // Lock: the lock period now began a day ago; the owner's page is read-only.
    await page.getByRole('link', { name: t.edit, exact: true }).click();
    await page.getByRole('textbox', { name: t.lock }).fill('1');
    await page.getByRole('textbox', { name: t.emailDays }).fill('2');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(t.locked, { exact: true })).toBeVisible();
    await ownerPage.reload();
    await expect(ownerPage.getByRole('alert').filter({ hasText: owner.closed })).toBeVisible();
    const summary = ownerPage.getByRole('region', { name: owner.summary });
    await expect(summary).toContainText(owner.line(owner.item));
    await expect(summary).toContainText(owner.sauce);
    await expect(ownerPage.getByRole('button', { name: owner.send })).toHaveCount(0);
    await shoot(ownerPage, `pre-order-locked-${locale}`);
    await ownerPage.context().close();

    await fireAndFinalize(page, locale, title, total);
    await printDocuments(page, locale, eventId, title);
  });
}

/** Creates the event on /events/create; answers its id. */
async function createEvent(page: Page, locale: Locale, title: string, times: EventTimes) {
  const t = staff[locale];
  await page.goto('/events/create');
  await expect(page.getByRole('heading', { level: 1, name: t.createTitle })).toBeVisible();
  await page.getByRole('textbox', { name: t.title }).fill(title);
  await pickDay(page, t.startDay, times.day, locale);
  await typeTime(page, t.startTime, times.start, locale);
  await pickDay(page, t.endDay, times.day, locale);
  await typeTime(page, t.endTime, times.end, locale);
  await page.getByRole('combobox', { name: t.eventType, exact: true }).click();
  await page.getByRole('option', { name: 'Hockey Game', exact: true }).click();
  await expect(page.getByText(t.proposes)).toBeVisible();
  // No lock period yet (owners order until the start) and the email sent by hand: with an email
  // day the quarter-hourly job could send it first, the event being today.
  await page.getByRole('textbox', { name: t.managerName, exact: true }).fill('Morgan Manager');
  await page.getByRole('textbox', { name: t.attendance }).fill('60');
  await shoot(page, `events-create-${locale}`);
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(t.setupIncomplete, { exact: true })).toBeVisible();
  const start = formatDateTime(
    zonedTimeToInstant(times.day, times.start, 'America/Toronto'),
    locale,
  );
  await expect(page.getByText(start).first()).toBeVisible();
  const id = /\/events\/(\d+)$/.exec(page.url())?.[1];
  if (!id) throw new Error(`No event id in ${page.url()}`);
  return Number(id);
}

/** Books the journey's three suites, each with an owner and the platters menu. */
async function assignSuites(page: Page, locale: Locale) {
  const t = staff[locale];
  const booking = bookings[locale];
  const ownerOptions = [owners[locale].option, ...booking.others];
  await page.getByRole('link', { name: t.assignSuites }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.assignTitle })).toBeVisible();
  const table = page.getByRole('table', { name: /./ });
  for (const [index, suite] of booking.suites.entries()) {
    await chooseOption(page, table, t.owner(suite), ownerOptions[index]!);
    await chooseOption(page, table, t.menus(suite), t.menu);
    await page.keyboard.press('Escape');
    await table.getByRole('textbox', { name: t.guests(suite) }).fill(String(12 + index));
  }
  const [first] = booking.suites;
  await table.getByRole('button', { name: t.details(first) }).click();
  await table.getByRole('textbox', { name: t.dietary }).fill(booking.restriction);
  await shoot(page, `events-assign-${locale}`);
  await page.getByRole('button', { name: t.saveSuites }).click();
  await expect(page.getByText(t.suitesSaved)).toBeVisible();
  await page.getByRole('link', { name: t.backToEvent }).click();
  for (const suite of booking.suites) {
    await expect(page.getByRole('link', { name: t.openSuite(suite) })).toBeVisible();
  }
  await expect(page.getByText(t.preOrdering, { exact: true })).toBeVisible();
}

function suiteRow(page: Page, t: Staff, suite: string) {
  return page
    .getByRole('table', { name: t.suitesTable, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: t.openSuite(suite) }) });
}

/** The owner's browser: not signed in, opening the mailed link. */
async function openAsOwner(browser: Browser, baseURL: string | undefined, link: string) {
  const context = await browser.newContext({ baseURL });
  const ownerPage = await context.newPage();
  await ownerPage.goto(link);
  return ownerPage;
}

/** A platter with a sauce, two of them, a dietary need and a test card, sent. */
async function preOrder(ownerPage: Page, locale: Locale, title: string, suite: string) {
  const owner = owners[locale];
  await expect(ownerPage.getByRole('heading', { name: owner.heading(suite) })).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: owner.facts })).toContainText(title);
  await ownerPage.getByRole('button', { name: owner.add(owner.item) }).click();
  const dialog = ownerPage.getByRole('dialog', { name: owner.item });
  await dialog.getByRole('checkbox', { name: owner.sauce }).click();
  for (let count = 1; count < PLATTERS; count += 1) {
    await dialog.getByRole('button', { name: owner.oneMore(owner.item) }).click();
  }
  await dialog.getByRole('button', { name: owner.addToCart }).click();
  await expect(dialog).toBeHidden();
  const line = ownerPage.getByRole('listitem', { name: owner.item });
  await expect(line).toContainText(owner.sauce);
  await expect(line).toContainText('$');
  await ownerPage.getByRole('textbox', { name: owner.notes }).fill(owner.need);
  const [number, month, year, cvc] = owner.card;
  await ownerPage.getByRole('textbox', { name: number }).fill('4111 1111 1111 1111');
  await ownerPage.getByRole('textbox', { name: month }).fill('12');
  await ownerPage.getByRole('textbox', { name: year }).fill(String(new Date().getFullYear() + 3));
  await ownerPage.getByRole('textbox', { name: cvc }).fill('123');
  await ownerPage.getByRole('button', { name: owner.saveCard }).click();
  await expect(ownerPage.getByText(owner.onFile)).toBeVisible();
  await shoot(ownerPage, `pre-order-${locale}`);
  await ownerPage.getByRole('button', { name: owner.send }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: owner.saved })).toBeVisible();
  await shoot(ownerPage, `pre-order-saved-${locale}`);
}

/** Fires the event (its order goes in progress), then finalizes it: the card is charged. */
async function fireAndFinalize(page: Page, locale: Locale, title: string, total: string) {
  const t = staff[locale];
  const [suite, ...others] = bookings[locale].suites;
  await page.getByRole('button', { name: t.fire }).click();
  await page
    .getByRole('dialog', { name: t.fireTitle(title) })
    .getByRole('button', { name: t.fireConfirm, exact: true })
    .click();
  const fired = page.getByRole('dialog', { name: t.fired });
  await expect(fired).toContainText(t.firedOne);
  await page.keyboard.press('Escape');
  await expect(fired).toBeHidden();
  await expect(suiteRow(page, t, suite)).toContainText(t.status.accepted);

  await page.getByRole('button', { name: t.finalize }).click();
  await page
    .getByRole('dialog', { name: t.finalizeTitle(title) })
    .getByRole('button', { name: t.finalizeConfirm, exact: true })
    .click();
  const report = page.getByRole('table', { name: t.report });
  const row = (name: string) => report.getByRole('row').filter({ hasText: name });
  await expect(row(suite)).toContainText(t.finalized);
  await expect(row(suite)).toContainText(t.charged(total));
  await expect(row(suite)).toContainText(t.status.completed);
  for (const other of others) await expect(row(other)).toContainText(t.nothingToDo);
  await shoot(page, `events-finalize-${locale}`);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(suiteRow(page, t, suite)).toContainText(t.status.invoiceReady);
}

/** Prints the suite's BEO and the production sheet, then changes the suite: both say so. */
async function printDocuments(page: Page, locale: Locale, eventId: number, title: string) {
  const t = staff[locale];
  const owner = owners[locale];
  const booking = bookings[locale];
  const [suite] = booking.suites;

  await page.getByRole('link', { name: t.openSuite(suite) }).click();
  await page.getByRole('link', { name: t.beoLink }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t.beoTitle(suite), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: t.beoTitle(suite), exact: true })).toContainText(
    title,
  );
  const beo = await printDocument(page, t, `beo-${locale}`);
  writeFileSync(path.join(screens, `beo-${locale}.txt`), beo.text);
  const beoText = squashed(beo.text);
  for (const text of [t.beoHeading, title, suite, owner.name, owner.need, ...t.signatures]) {
    expect(beoText).toContain(squashed(text));
  }
  // The quantity, then the item and its sauce (cells wrap their words on paper).
  expect(beoText).toContain(squashed(`${PLATTERS} ${owner.item} ${owner.sauce}`));

  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: t.productionSheet }).click();
  // The screen's title and the paper's own heading read the same once the paper is shown.
  const paper = page.getByRole('article', { name: t.productionSheet, exact: true });
  await expect(paper.getByRole('heading', { level: 1 })).toHaveText(t.productionSheet);
  await expect(paper).toContainText(title);
  const sheet = await printDocument(page, t, `production-sheet-${locale}`);
  writeFileSync(path.join(screens, `production-sheet-${locale}.txt`), sheet.text);
  const sheetText = squashed(sheet.text);
  const at = (text: string) => sheetText.indexOf(squashed(text));
  // The dietary notes first, then the station's item: recipe, total, sauces, the suite's share.
  expect(at(title)).toBeGreaterThan(-1);
  expect(at(t.dietaryTitle)).toBeGreaterThan(at(title));
  expect(at(booking.restriction)).toBeGreaterThan(at(t.dietaryTitle));
  expect(at(t.station)).toBeGreaterThan(at(booking.restriction));
  expect(at(`${owner.item} S-4040 ${PLATTERS} ${owner.sauce} ×${PLATTERS}`)).toBeGreaterThan(
    at(t.station),
  );
  expect(at(`${suite}${t.share}${PLATTERS}`)).toBeGreaterThan(at(t.station));

  // Staff add a special requirement: both papers printed are now stale, and say what changed.
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: t.openSuite(suite) }).click();
  await page.getByRole('textbox', { name: t.special }).fill(booking.requirement);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.suiteSaved)).toBeVisible();
  await page.getByRole('link', { name: t.beoLink }).click();
  const banner = page.getByRole('alert').filter({ hasText: t.changed });
  await expect(banner).toContainText(t.special);
  await expect(banner).toContainText(booking.requirement);
  await shoot(page, `beo-changed-${locale}`);
  await page.goto(`/events/${eventId}/production-sheet`);
  await expect(banner).toContainText(booking.requirement);
  await shoot(page, `production-sheet-changed-${locale}`);
}

/** Prints the document on screen with its Print button (version 1 kept), then to PDF. */
async function printDocument(page: Page, t: Staff, name: string) {
  await expect(page.getByText(t.notPrinted)).toBeVisible();
  const before = await printsCounted(page);
  await page.getByRole('button', { name: t.print, exact: true }).click();
  await expect(page.getByText(t.printed)).toBeVisible();
  // The browser's print dialog opened once, after the version was kept.
  await expect.poll(() => printsCounted(page)).toBe(before + 1);
  await shoot(page, name);
  const pdf = await printToPdf(page, name);
  expect(pdf.text).toContain(t.onPaper);
  return pdf;
}

/** Text without its white space: words a PDF cell wrapped read as they were written. */
function squashed(text: string): string {
  return text.replace(/\s+/g, '');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { membersApi } from './members-api.ts';

const header = 'identifier,name,email,type,expires_on,promotions,promotions_fr';

/** `POST /api/memberships/import`: a members CSV, all or nothing, update-or-insert by identifier. */
describe('POST /api/memberships/import', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof membersApi>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { membership_program: true });
    api = membersApi(t, bed);
  });
  afterAll(() => t.close());

  it('adds the rows of a file, with promotions, French names, expiry days and customer accounts', async () => {
    const res = await api.importCsv(
      [
        header,
        'GOLD-1,Ada Lovelace,ada@example.com,gold,2099/12/31,Gold=10 | Parking=5$,Or | Stationnement',
        '',
        'BASIC-2,Alan Turing,,basic,,,',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const [basic, gold] = await api.stored();
    expect(gold).toMatchObject({
      identifier: 'GOLD-1',
      email: 'ada@example.com',
      promos: [
        { name: 'Gold', value: '10', localization: { fr: { name: 'Or' } } },
        { name: 'Parking', value: '5$', localization: { fr: { name: 'Stationnement' } } },
      ],
      expires_at: new Date('2099-12-31T05:00:00Z'),
    });
    expect(basic).toMatchObject({
      identifier: 'BASIC-2',
      email: null,
      promos: [],
      expires_at: null,
    });
    expect((await api.customerAccounts()).map((account) => account.email)).toEqual([
      'ada@example.com',
    ]);
    expect((await api.history()).map((entry) => entry.action)).toEqual(['import', 'import']);
  });

  it('updates known identifiers in any case, adds new ones and leaves equal rows alone (French headers, semicolons)', async () => {
    const file = [
      'Identifiant;Nom;Courriel;Type;Date d’expiration;Promotions;Promotions FR',
      'gold-1;Ada King;ada@example.com;gold;31/12/2099;Gold=15;Or',
      'BASIC-2;Alan Turing;;basic;;;',
      'NEW-3;Grace Hopper;grace@example.com;basic;;Members=5$;',
    ].join('\r\n');
    const res = await api.importCsv(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 1 });
    const rows = await api.stored();
    expect(rows.map((row) => row.identifier)).toEqual(['BASIC-2', 'gold-1', 'NEW-3']);
    expect(rows[1]).toMatchObject({
      name: 'Ada King',
      promos: [{ name: 'Gold', value: '15', localization: { fr: { name: 'Or' } } }],
    });
    const historyRows = (await api.history()).length;
    // The same file again changes nothing: a retried upload acts once.
    expect((await api.importCsv(file)).json()).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect((await api.history()).length).toBe(historyRows);
  });

  it('refuses a file with any bad line, naming each line in the caller’s language, and changes nothing', async () => {
    const before = await api.stored();
    const historyBefore = (await api.history()).length;
    const res = await api.importCsv(
      [
        header,
        'FINE-1,Fine,,basic,,,',
        'BAD-2,Bad,not-an-email,basic,,Half=half off,',
        ',No identifier,,basic,,,',
        'fine-1,Twice,,basic,2026-02-30,,',
      ].join('\n'),
      { locale: 'fr-CA' },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; lines: unknown; messages: string[] }>();
    expect(body.code).toBe('membership_import_invalid');
    expect(body.message).toBe(
      'Rien n’a été importé : 3 lignes comportent des erreurs. Corrigez-les, puis importez le fichier de nouveau.',
    );
    expect(body.lines).toEqual([
      {
        line: 3,
        messages: [
          'courriel : Ce courriel n’est pas valide.',
          'promotions (1) : Entrez un montant terminé par $ (comme 5$) ou un pourcentage (comme 10).',
        ],
      },
      { line: 4, messages: ['identifiant : Ce champ est requis.'] },
      { line: 5, messages: ['expiration : Cette valeur n’est pas valide.'] },
    ]);
    expect(body.messages[0]).toBe('Ligne 3 : courriel : Ce courriel n’est pas valide.');
    expect(await api.stored()).toEqual(before);
    expect((await api.history()).length).toBe(historyBefore);
  });

  it('refuses an identifier twice in one file and an identifier column missing', async () => {
    const twice = await api.importCsv(`${header}\nTWIN-1,A,,basic,,,\ntwin-1,B,,basic,,,\n`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      lines: [{ line: 3, messages: ['identifier: this identifier is already on line 2.'] }],
    });
    const missing = await api.importCsv('name,type\nAda,gold\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'csv_columns_missing' });
    expect(missing.json<{ message: string }>().message).toContain('identifier');
    const empty = await api.importCsv(`${header}\n`);
    expect(empty.json()).toMatchObject({ code: 'csv_empty' });
    expect((await api.stored()).map((row) => row.identifier)).not.toContain('TWIN-1');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory, users } from '../../src/db/schema/index.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTeamTestbed, invitation, type TeamTestbed } from './team-testbed.ts';

/** Who may call Team, for which roles and locations, and what bad input answers. */
describe('team: roles, locations and input', () => {
  let t: TestApp;
  let bed: TeamTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTeamTestbed(t);
  });
  afterAll(() => t.close());

  const accountOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('refuses a lead every call, and changes nothing', async () => {
    const staff = await createUserFixture(t.database.db, {
      role: 'staff',
      locations: [bed.locations.a],
    });
    const body = invitation([bed.locations.a]);
    const calls = [
      await bed.call('lead', 'GET', '/api/team'),
      await bed.call('lead', 'POST', '/api/team', body),
      await bed.call('lead', 'PUT', `/api/team/${staff.id}`, { ...body, role: 'member' }),
      await bed.call('lead', 'POST', `/api/team/${staff.id}/resend-invitation`),
      await bed.call('lead', 'POST', `/api/team/${staff.id}/deactivate`),
      await bed.call('lead', 'POST', `/api/team/${staff.id}/reactivate`),
    ];
    for (const res of calls) expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    expect(calls.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await accountOf(body.email)).toBeUndefined();
    expect((await accountOf(staff.email))!).toMatchObject({ role: 'staff', disabled: false });
  });

  it('lets a manager give roles up to manager, and only at its own locations', async () => {
    const { a, b, c } = bed.locations;
    const above = invitation([a], { role: 'enterprise' });
    const res = await bed.call('manager', 'POST', '/api/team', above, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'team_role_above_own',
      message: 'Vous ne pouvez pas donner un rôle supérieur au vôtre.',
    });
    const elsewhere = invitation([a, c]);
    expect((await bed.call('manager', 'POST', '/api/team', elsewhere)).json()).toMatchObject({
      code: 'team_location_forbidden',
    });
    expect(await accountOf(above.email)).toBeUndefined();
    expect(await accountOf(elsewhere.email)).toBeUndefined();

    const peer = invitation([b], { role: 'manager' });
    const created = await bed.call('manager', 'POST', '/api/team', peer);
    expect(created.statusCode, created.body).toBe(201);
    // The active location is always among the invitee's, first.
    expect(created.json()).toMatchObject({
      role: 'manager',
      restaurantIds: [a, b],
      status: 'invited',
    });
  });

  it('keeps a manager off accounts above its own, and lets enterprise and admin go higher', async () => {
    const { a, c } = bed.locations;
    const head = await createUserFixture(t.database.db, { role: 'enterprise', locations: [a] });
    const edit = { name: 'Head office', role: 'enterprise', restaurantIds: [a], locale: 'en-CA' };
    for (const [url, body] of [
      [`/api/team/${head.id}`, { ...edit, role: 'manager' }],
      [`/api/team/${head.id}/deactivate`, undefined],
    ] as const) {
      const res = await bed.call('manager', url.endsWith('deactivate') ? 'POST' : 'PUT', url, body);
      expect(res.json()).toMatchObject({ code: 'team_member_above_own' });
    }
    expect((await accountOf(head.email))!).toMatchObject({ role: 'enterprise', disabled: false });

    const byEnterprise = await bed.call('enterprise', 'PUT', `/api/team/${head.id}`, {
      ...edit,
      restaurantIds: [a, c],
    });
    expect(byEnterprise.statusCode, byEnterprise.body).toBe(200);
    expect(byEnterprise.json()).toMatchObject({ restaurantIds: [a, c] });
    expect(
      (
        await bed.call('enterprise', 'POST', '/api/team', invitation([a], { role: 'admin' }))
      ).json(),
    ).toMatchObject({ code: 'team_role_above_own' });

    // An admin gives any role at any location, its own or not.
    const admin = await bed.call(
      'admin',
      'POST',
      '/api/team',
      invitation([a, c], { role: 'admin' }),
    );
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json()).toMatchObject({ role: 'admin', restaurantIds: [a, c] });
    expect(
      (await bed.call('admin', 'POST', '/api/team', invitation([a, 2_000_000_000]))).statusCode,
    ).toBe(404);
  });

  it('answers only the active location’s accounts and refuses another location’s', async () => {
    const { a, b, c } = bed.locations;
    const atC = await createUserFixture(t.database.db, { role: 'staff', locations: [c] });
    const atB = await createUserFixture(t.database.db, { role: 'staff', locations: [b] });
    const listA = await bed.list('manager', a);
    expect(listA.map((m) => m.email)).toContain(bed.actors.manager.email);
    expect(listA.map((m) => m.email)).not.toContain(atB.email);
    expect((await bed.list('manager', b)).map((m) => m.email)).toContain(atB.email);

    // C is not the manager's: the tenant itself is refused.
    const tenant = await bed.call('manager', 'GET', '/api/team', undefined, { tenant: c });
    expect(tenant.json()).toMatchObject({ code: 'tenant_not_recognized' });
    // An account of another location is not found from this one.
    const body = { name: 'X', role: 'staff', restaurantIds: [a], locale: 'en-CA' };
    for (const res of [
      await bed.call('manager', 'PUT', `/api/team/${atB.id}`, body),
      await bed.call('manager', 'POST', `/api/team/${atC.id}/deactivate`),
      await bed.call('enterprise', 'POST', `/api/team/${atC.id}/deactivate`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await accountOf(atB.email))!).toMatchObject({ name: 'Fixture User', disabled: false });
  });

  it('refuses bad input with a localised 400 naming each field, and creates nothing', async () => {
    const { a } = bed.locations;
    const bad = {
      email: 'not-an-email',
      name: ' ',
      role: 'chef',
      restaurantIds: [],
      locale: 'de-DE',
      pin: '12',
    };
    const res = await bed.call('manager', 'POST', '/api/team', bad, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    const { code, fields } = res.json<{ code: string; fields: Record<string, string> }>();
    expect(code).toBe('validation_failed');
    expect(fields).toMatchObject({
      email: 'Ce courriel n’est pas valide.',
      name: 'Ce champ est requis.',
      restaurantIds: 'Veuillez sélectionner au moins un établissement',
    });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['role', 'locale']));

    for (const [pin, role, message] of [
      ['123456789', 'staff', 'Use 4 to 8 digits.'],
      ['12ab', 'staff', 'Use 4 to 8 digits.'],
      ['1234', 'lead', 'Only staff accounts have a PIN.'],
    ]) {
      const body = invitation([a], { pin, role });
      const refused = await bed.call('manager', 'POST', '/api/team', body);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', fields: { pin: message } });
      expect(await accountOf(body.email)).toBeUndefined();
    }
    for (const junk of [[], 42, { email: 42 }]) {
      expect((await bed.call('manager', 'POST', '/api/team', junk)).statusCode).toBe(400);
    }
    expect((await bed.call('manager', 'PUT', '/api/team/abc', {})).statusCode).toBe(400);
    const history = await t.database.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'team_member'), eq(changeHistory.action, 'invite')));
    expect(history.every((row) => (row.after as { email: string }).email !== bad.email)).toBe(true);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const body = invitation([bed.locations.a]);
    expect((await bed.call('manager', 'POST', '/api/team', body)).statusCode).toBe(201);
    const again = await bed.call('manager', 'POST', '/api/team', {
      ...body,
      email: ` ${body.email.toUpperCase()} `,
      name: 'Someone else',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'team_email_taken' });
    expect((await accountOf(body.email))!.name).toBe(body.name);
  });
});

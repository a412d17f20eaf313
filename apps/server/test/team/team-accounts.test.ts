import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory, mailOutbox, users } from '../../src/db/schema/index.ts';
import { post, signInOk } from '../auth/auth-requests.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTeamTestbed, invitation, type TeamTestbed } from './team-testbed.ts';

/** Team changes take effect at once, PINs stay secret, and every write leaves a history row. */
describe('team: accounts', () => {
  let t: TestApp;
  let bed: TeamTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTeamTestbed(t);
  });
  afterAll(() => t.close());

  const historyOf = (userId: number) =>
    t.database.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'team_member'), eq(changeHistory.entity_id, userId)))
      .orderBy(desc(changeHistory.id));
  const tokenCall = (token: string, tenant: number) =>
    t.app.inject({
      url: '/api/restaurants/' + tenant,
      headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': String(tenant) },
    });

  it('invites with a PIN stored as argon2id and never answered, and mails the invitee', async () => {
    const { a } = bed.locations;
    const body = invitation([a], { pin: '4321', locale: 'fr-CA' });
    const res = await bed.call('manager', 'POST', '/api/team', body);
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json<{ id: number }>();
    expect(member).toEqual({
      id: expect.any(Number) as number,
      email: body.email,
      name: body.name,
      role: 'staff',
      restaurantIds: [a],
      locale: 'fr-CA',
      has_pin: true,
      status: 'invited',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).toBeNull();

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email));
    expect(mail!.subject).toMatch(/^Vous êtes invité/);
    expect(mail!.text).toMatch(/\/login#invite_token=[\w-]+/);

    const [entry] = await historyOf(member.id);
    expect(entry).toMatchObject({
      restaurant_id: a,
      action: 'invite',
      before: null,
      after: member,
      user_email: bed.actors.manager.email,
    });
    // No answer, list or history row holds the PIN or a hash.
    const listed = JSON.stringify(await bed.list());
    for (const text of [res.body, listed, JSON.stringify(entry)]) {
      expect(text).not.toContain('4321');
      expect(text).not.toMatch(/argon2|pin_hash|password/);
    }
  });

  it('deactivating refuses the account’s token at once and its sign-in; reactivating lets it back', async () => {
    const { a } = bed.locations;
    const staff = await createUserFixture(t.database.db, { role: 'member', locations: [a] });
    const { access_token: token } = await signInOk(t, staff.email, staff.password);
    expect((await tokenCall(token, a)).statusCode).toBe(200);

    const off = await bed.call('manager', 'POST', `/api/team/${staff.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: 'deactivated' });
    expect((await tokenCall(token, a)).json()).toMatchObject({ code: 'session_timed_out' });
    const signIn = await post(t, '/api/auth/sign-in', {
      email: staff.email,
      password: staff.password,
    });
    expect(signIn.json()).toMatchObject({ code: 'invalid_credentials' });

    const on = await bed.call('manager', 'POST', `/api/team/${staff.id}/reactivate`);
    expect(on.json()).toMatchObject({ status: 'active' });
    expect((await tokenCall(token, a)).statusCode).toBe(401);
    await signInOk(t, staff.email, staff.password);
    expect((await historyOf(staff.id)).map((row) => row.action)).toEqual([
      'reactivate',
      'deactivate',
    ]);
  });

  it('refuses deactivating or demoting oneself, but lets one rename oneself', async () => {
    const { a, b } = bed.locations;
    const me = bed.actors.manager;
    const self = { name: 'Me', role: 'manager', restaurantIds: [a, b], locale: 'fr-CA' };
    const off = await bed.call('manager', 'POST', `/api/team/${me.id}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'team_self_change' });
    const demote = await bed.call('manager', 'PUT', `/api/team/${me.id}`, {
      ...self,
      role: 'lead',
    });
    expect(demote.json()).toMatchObject({ code: 'team_self_change' });
    const drop = await bed.call('manager', 'PUT', `/api/team/${me.id}`, {
      ...self,
      restaurantIds: [a],
    });
    expect(drop.json()).toMatchObject({ code: 'team_self_change' });
    const rename = await bed.call('manager', 'PUT', `/api/team/${me.id}`, self);
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Me', role: 'manager', locale: 'fr-CA' });
    expect((await bed.list()).find((m) => m.id === me.id)!.status).toBe('active');
  });

  it('a role or location change applies at once: the account signs in again with it', async () => {
    const { a, b, c } = bed.locations;
    const target = await createUserFixture(t.database.db, { role: 'manager', locations: [c, a] });
    const { access_token: token } = await signInOk(t, target.email, target.password);
    const res = await bed.call('manager', 'PUT', `/api/team/${target.id}`, {
      name: 'Demoted',
      role: 'lead',
      restaurantIds: [b],
      locale: 'en-CA',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The manager decides A and B only: C stays, first; A goes; B comes.
    expect(res.json()).toMatchObject({ role: 'lead', restaurantIds: [b] });
    expect(
      (await bed.call('enterprise', 'GET', '/api/team', undefined, { tenant: c })).json(),
    ).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.id, restaurantIds: [c, b] })]),
    );
    expect((await tokenCall(token, b)).statusCode).toBe(401);
    const again = await signInOk(t, target.email, target.password);
    const team = await t.app.inject({
      url: '/api/team',
      headers: { authorization: `Bearer ${again.access_token}`, 'x-restaurant-id': String(b) },
    });
    expect(team.json()).toMatchObject({ code: 'forbidden_role' });
    expect((await tokenCall(again.access_token, a)).json()).toMatchObject({
      code: 'tenant_not_recognized',
    });
  });

  it('sets, changes and clears a PIN; a role without PIN drops it', async () => {
    const { a } = bed.locations;
    const staff = await createUserFixture(t.database.db, { role: 'staff', locations: [a] });
    const base = { name: 'Till', role: 'staff', restaurantIds: [a], locale: 'en-CA' };
    const set = await bed.call('manager', 'PUT', `/api/team/${staff.id}`, {
      ...base,
      pin: '987654',
    });
    expect(set.json()).toMatchObject({ has_pin: true });
    expect(set.body).not.toContain('987654');
    const { access_token: token } = await signInOk(t, staff.email, staff.password);
    expect((await post(t, '/api/auth/pin', { pin: '987654' }, { token })).statusCode).toBe(200);

    const kept = await bed.call('manager', 'PUT', `/api/team/${staff.id}`, {
      ...base,
      name: 'Till 2',
    });
    expect(kept.json()).toMatchObject({ has_pin: true, name: 'Till 2' });
    const cleared = await bed.call('manager', 'PUT', `/api/team/${staff.id}`, {
      ...base,
      pin: null,
    });
    expect(cleared.json()).toMatchObject({ has_pin: false });

    await bed.call('manager', 'PUT', `/api/team/${staff.id}`, { ...base, pin: '1111' });
    const member = await bed.call('manager', 'PUT', `/api/team/${staff.id}`, {
      ...base,
      role: 'member',
    });
    expect(member.json()).toMatchObject({ role: 'member', has_pin: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.pin_hash).toBeNull();
  });

  it('resends an invitation only while it is pending, and the old link stops working', async () => {
    const { a } = bed.locations;
    const body = invitation([a]);
    const { id } = (await bed.call('manager', 'POST', '/api/team', body)).json<{ id: number }>();
    const linkOf = async () => {
      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, body.email))
        .orderBy(desc(mailOutbox.id));
      return /invite_token=([\w-]+)/.exec(rows[0]!.text)![1]!;
    };
    const first = await linkOf();
    const resent = await bed.call('manager', 'POST', `/api/team/${id}/resend-invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await linkOf();
    expect(second).not.toBe(first);

    const old = await post(t, '/api/auth/accept-invitation', {
      token: first,
      password: 'a-new-password',
    });
    expect(old.json()).toMatchObject({ code: 'invalid_invitation_token' });
    const ok = await post(t, '/api/auth/accept-invitation', {
      token: second,
      password: 'a-new-password',
    });
    expect(ok.statusCode).toBe(204);
    expect((await bed.list()).find((m) => m.id === id)!.status).toBe('active');
    const again = await bed.call('manager', 'POST', `/api/team/${id}/resend-invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'team_not_invited' });
    expect((await historyOf(id)).map((row) => row.action)).toEqual(['resend_invitation', 'invite']);
  });
});

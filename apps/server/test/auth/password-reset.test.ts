import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../src/db/schema/index.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { post, signInOk } from './auth-requests.ts';

/** The mail lands in the outbox (the embedded default, no SMTP_URL). */
describe('password reset through the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://backoffice.example/' } });
  });
  afterAll(() => t.close());

  async function mailTo(email: string) {
    for (let tries = 0; tries < 100; tries += 1) {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      if (row) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${email}`);
  }
  const tokenIn = (text: string) =>
    /https:\/\/backoffice\.example\/login#reset_token=([\w-]+)/.exec(text)?.[1];

  it('mails a one-time link that sets a new password, ends sessions and clears a lockout', async () => {
    const user = await createUserFixture(t.database.db, { name: 'Robin' });
    const before = await signInOk(t, user.email, user.password);
    await t.database.db.update(users).set({ failed_sign_ins: 3 }).where(eq(users.id, user.id));

    const res = await post(t, '/api/auth/password-reset-request', {
      email: ` ${user.email.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(202);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.html).toContain('href="https://backoffice.example/login#reset_token=');
    expect(mail.sent_at).toBeNull();
    const token = tokenIn(mail.text)!;
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the token's hash is stored.
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    const reset = await post(t, '/api/auth/password-reset', { token, password: 'a-new-password' });
    expect(reset.statusCode).toBe(204);
    expect(
      (await post(t, '/api/auth/logout', undefined, { token: before.access_token })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/auth/sign-in', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(401);
    await signInOk(t, user.email, 'a-new-password');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failed_sign_ins: 0, locked_until: null });

    const reused = await post(
      t,
      '/api/auth/password-reset',
      { token, password: 'another-password' },
      { locale: 'fr-CA' },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'invalid_reset_token',
      message: 'Ce lien de réinitialisation est invalide ou a expiré.',
    });
  });

  it('writes the mail in the user’s language', async () => {
    const user = await createUserFixture(t.database.db, { name: 'Camille', locale: 'fr-CA' });
    expect(
      (await post(t, '/api/auth/password-reset-request', { email: user.email })).statusCode,
    ).toBe(202);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('expire dans 60 minutes');
  });

  it('answers 202 for unknown and disabled accounts without sending anything', async () => {
    const disabled = await createUserFixture(t.database.db, { disabled: true });
    for (const email of ['nobody-here@fixture.test', disabled.email]) {
      const res = await post(t, '/api/auth/password-reset-request', { email });
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('');
    }
    // A later request for a real account is mailed: by then the earlier ones have long finished.
    const known = await createUserFixture(t.database.db);
    await post(t, '/api/auth/password-reset-request', { email: known.email });
    await mailTo(known.email);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, disabled.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown and expired tokens, and short passwords', async () => {
    const unknown = await post(t, '/api/auth/password-reset', {
      token: 'x'.repeat(43),
      password: 'a-new-password',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'invalid_reset_token',
      message: 'This password reset link is invalid or has expired.',
    });

    const user = await createUserFixture(t.database.db);
    await post(t, '/api/auth/password-reset-request', { email: user.email });
    const token = tokenIn((await mailTo(user.email)).text)!;
    const short = await post(t, '/api/auth/password-reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed' });
    expect(short.json<{ fields: Record<string, string> }>().fields.password).toBeTypeOf('string');

    await t.database.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.user_id, user.id)));
    const expired = await post(t, '/api/auth/password-reset', {
      token,
      password: 'a-new-password',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invalid_reset_token' });
    await signInOk(t, user.email, user.password);
  });

  it('makes earlier links of the same user useless once one is used', async () => {
    const user = await createUserFixture(t.database.db);
    await post(t, '/api/auth/password-reset-request', { email: user.email });
    const first = tokenIn((await mailTo(user.email)).text)!;
    await post(t, '/api/auth/password-reset-request', { email: user.email });
    let second: string | undefined;
    for (let tries = 0; tries < 100 && !second; tries += 1) {
      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email));
      second =
        rows.length > 1
          ? tokenIn(rows.find((row) => tokenIn(row.text) !== first)!.text)
          : undefined;
      if (!second) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(
      (await post(t, '/api/auth/password-reset', { token: second!, password: 'second-password' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await post(t, '/api/auth/password-reset', { token: first, password: 'first-password' }))
        .statusCode,
    ).toBe(400);
    await signInOk(t, user.email, 'second-password');
  });
});

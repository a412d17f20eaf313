import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchStyleProblems } from '@app/domain/testing/french-style';
import { passwordResetTokens } from '../../src/db/schema/index.ts';
import { post, signInOk } from '../auth/auth-requests.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';
import { createTeamTestbed, invitation, type TeamTestbed } from './team-testbed.ts';

/** The invitation end to end through a real SMTP server on loopback: mail, link, sign-in. */
describe('team invitation mailed over SMTP', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let bed: TeamTestbed;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://localhost:5173',
        MAIL_FROM: 'Back-office <no-reply@backoffice.test>',
      },
    });
    bed = await createTeamTestbed(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function invite(locale: 'en-CA' | 'fr-CA') {
    const body = invitation([bed.locations.a], { name: 'Dominique', locale });
    const res = await bed.call('manager', 'POST', '/api/team', body);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await simpleParser((await smtp.waitFor(body.email)).raw);
    const link = /http:\/\/localhost:5173\/login#invite_token=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URLSearchParams(new URL(link!).hash.slice(1)).get('invite_token')!;
    return { body, mail, token, id: res.json<{ id: number }>().id };
  }

  it('arrives in the invitee’s language with text and HTML; its link sets the password once', async () => {
    const { body, mail, token } = await invite('fr-CA');
    expect(mail.subject).toMatch(/^Vous êtes invité au portail de gestion de Fixture location/);
    expect(mail.text).toContain('Bonjour Dominique,');
    expect(mail.text).toContain('expire dans 7 jours');
    expect(frenchStyleProblems(mail.text!.replace(/\S+@\S+|http\S+/g, ''))).toEqual([]);
    expect(mail.html).toContain('href="http://localhost:5173/login#invite_token=');
    expect(mail.html).toContain('Choisir mon mot de passe');

    // An invited account has no password: it cannot sign in before following the link.
    const before = await post(t, '/api/auth/sign-in', {
      email: body.email,
      password: 'x'.repeat(12),
    });
    expect(before.statusCode).toBe(401);
    // The reset call does not take an invitation's link.
    const asReset = await post(t, '/api/auth/password-reset', {
      token,
      password: 'chosen-password',
    });
    expect(asReset.json()).toMatchObject({ code: 'invalid_reset_token' });

    const accepted = await post(t, '/api/auth/accept-invitation', {
      token,
      password: 'chosen-password',
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const tokens = await signInOk(t, body.email, 'chosen-password');
    const claims = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      locale: 'fr-CA',
      role: 'staff',
      restaurants: [bed.locations.a],
    });

    const reused = await post(
      t,
      '/api/auth/accept-invitation',
      { token, password: 'another-password' },
      { locale: 'fr-CA' },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'invalid_invitation_token',
      message:
        'Ce lien d’invitation est invalide, a expiré ou a déjà servi. Demandez à votre gestionnaire d’en envoyer un nouveau.',
    });
    await signInOk(t, body.email, 'chosen-password');
  });

  it('writes to an English invitee in English, and refuses an expired link', async () => {
    const { body, mail, token, id } = await invite('en-CA');
    expect(mail.subject).toMatch(/^You are invited to the back office of /);
    expect(mail.text).toContain('Hello Dominique,');
    expect(mail.text).toContain('expires in 7 days');
    await t.database.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, id));
    const expired = await post(t, '/api/auth/accept-invitation', {
      token,
      password: 'too-late-pw',
    });
    expect(expired.json()).toMatchObject({ code: 'invalid_invitation_token' });
    const signIn = await post(t, '/api/auth/sign-in', {
      email: body.email,
      password: 'too-late-pw',
    });
    expect(signIn.statusCode).toBe(401);
  });
});

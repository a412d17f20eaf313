import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';
import { post, signInOk } from './auth-requests.ts';

/** End to end through a real SMTP server on loopback: request, read the mail, follow the link. */
describe('password reset mailed over SMTP', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://localhost:5173',
        MAIL_FROM: 'Back-office <no-reply@backoffice.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the link, which resets the password once', async () => {
    const user = await createUserFixture(t.database.db, { name: 'Dominique', locale: 'fr-CA' });
    expect(
      (await post(t, '/api/auth/password-reset-request', { email: user.email })).statusCode,
    ).toBe(202);

    const mail = await smtp.waitFor(user.email);
    expect(mail.raw).toMatch(/^From: "?Back-office"? <no-reply@backoffice\.test>/m);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toContain('Bonjour Dominique,');
    const link = /http:\/\/localhost:5173\/login#reset_token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const token = new URLSearchParams(new URL(link!).hash.slice(1)).get('reset_token')!;

    expect(
      (await post(t, '/api/auth/password-reset', { token, password: 'mailed-new-password' }))
        .statusCode,
    ).toBe(204);
    await signInOk(t, user.email, 'mailed-new-password');
    expect(
      (await post(t, '/api/auth/sign-in', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(401);
    const reused = await post(t, '/api/auth/password-reset', {
      token,
      password: 'yet-another-password',
    });
    expect(reused.json()).toMatchObject({ code: 'invalid_reset_token' });

    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email));
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });
});

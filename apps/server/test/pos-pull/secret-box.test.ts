import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openSecret, parseSecretsKey, sealSecret } from '../../src/lib/secret-box.ts';

/** Secrets at rest: AES-256-GCM with SECRETS_KEY, bound to where they are stored. */
describe('secret box', () => {
  const key = randomBytes(32);
  const context = 'pos_connections.access_token:7';

  it('seals a secret so that only the same key and place open it', () => {
    const sealed = sealSecret('EAAA-secret', context, key);
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('EAAA-secret');
    expect(sealSecret('EAAA-secret', context, key)).not.toBe(sealed);
    expect(openSecret(sealed, context, key)).toBe('EAAA-secret');
    expect(() => openSecret(sealed, 'pos_connections.access_token:8', key)).toThrow();
    expect(() => openSecret(sealed, context, randomBytes(32))).toThrow();
    const altered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => openSecret(altered, context, key)).toThrow();
  });

  it('reads a value stored before encryption as it is', () => {
    expect(openSecret('plain-token', context, key)).toBe('plain-token');
  });

  it('takes the key in base64 or hex; refuses a short one, and none in production', () => {
    expect(parseSecretsKey(key.toString('base64'), true).equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('hex'), true).equals(key)).toBe(true);
    expect(() => parseSecretsKey('c2hvcnQ=', false)).toThrow(/32 bytes/);
    expect(parseSecretsKey(undefined, false)).toHaveLength(32);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY is required/);
    expect(
      loadConfig({ NODE_ENV: 'production', SECRETS_KEY: key.toString('base64') }).secretsKey,
    ).toEqual(key);
  });
});

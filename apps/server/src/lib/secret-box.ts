import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (a point of sale's access token, a card processor's secret key): AES-256-GCM
 * with the key of `SECRETS_KEY` (32 bytes, base64 or 64 hex digits). A sealed value is
 * `enc:v1:<iv>:<tag>:<ciphertext>` (base64 parts) and is bound to where it is stored (`context`,
 * e.g. `pos_connections.access_token:42`, as additional authenticated data), so a value copied
 * to another row or column does not open.
 *
 * Outside production a fixed development key is used when `SECRETS_KEY` is unset; in production
 * the server refuses to start without one (config.ts). Values stored before encryption (plain
 * text, no prefix) are read as they are and sealed the next time they are saved.
 */

const PREFIX = 'enc:v1:';
const DEVELOPMENT_KEY = createHash('sha256')
  .update('development secrets key: never used in production')
  .digest();

/** The key `SECRETS_KEY` names; throws when it is malformed or, in production, missing. */
export function parseSecretsKey(text: string | undefined, production: boolean): Buffer {
  const value = text?.trim();
  if (!value) {
    if (production) throw new Error('SECRETS_KEY is required in production (32 bytes, base64)');
    return DEVELOPMENT_KEY;
  }
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (base64 or 64 hex digits)');
  if (production && key.equals(DEVELOPMENT_KEY)) {
    throw new Error('SECRETS_KEY must not be the development key in production');
  }
  return key;
}

/** The key of this process's environment (read once). */
let cached: { text: string | undefined; key: Buffer } | undefined;
function environmentKey(): Buffer {
  const text = process.env.SECRETS_KEY;
  if (cached && cached.text === text) return cached.key;
  const key = parseSecretsKey(text, process.env.NODE_ENV === 'production');
  cached = { text, key };
  return key;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function sealSecret(plain: string, context: string, key = environmentKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'));
  return `${PREFIX}${parts.join(':')}`;
}

/**
 * The secret a stored value holds. Plain (never sealed) values are answered as they are; a
 * sealed value that does not open (another key, another context, altered) throws.
 */
export function openSecret(stored: string, context: string, key = environmentKey()): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !data) throw new Error('A sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

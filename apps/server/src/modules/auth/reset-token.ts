import { createHash, randomBytes } from 'node:crypto';

/** A new one-time token: 32 random bytes, base64url. Only its hash is stored. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha-256, hex. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

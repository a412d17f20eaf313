import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Hashes a password or PIN with argon2id (the library's default algorithm and costs). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a secret against its argon2id hash. Without a hash (unknown email, SSO-only account)
 * it still verifies against a throwaway hash, so that the answer takes about as long either way
 * and does not tell which emails have accounts.
 */
export async function verifySecret(
  storedHash: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, secret);
  } catch {
    // A malformed stored hash is a failed check, never a 500.
    return false;
  }
}

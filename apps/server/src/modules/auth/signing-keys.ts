import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../../db/client.ts';
import { signingKeysRepository as keys } from './signing-keys.repository.ts';

const ALGORITHM = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Every public key, newest first; published at /.well-known/jwks.json. */
  publicJwks: JWK[];
  publicKeys: Map<string, CryptoKey>;
}

async function newKeyRow() {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomUUID();
  return {
    kid,
    algorithm: ALGORITHM,
    private_jwk: await exportJWK(privateKey),
    public_jwk: { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' },
  };
}

/**
 * Loads the token-signing keys, creating the first key pair on an empty database. Keys live in
 * the database so that every instance behind a load balancer signs and verifies alike.
 */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  let rows = await keys.listNewestFirst(db);
  if (rows.length === 0) {
    // Instances starting together on an empty database must agree on one key: the first one
    // in creates it under a lock, the others find it.
    await db.transaction(async (tx) => {
      await keys.lockKeyCreation(tx);
      if (!(await keys.any(tx))) await keys.insert(tx, await newKeyRow());
    });
    rows = await keys.listNewestFirst(db);
  }
  const newest = rows[0]!;
  const publicKeys = new Map<string, CryptoKey>();
  for (const row of rows) {
    publicKeys.set(row.kid, (await importJWK(row.public_jwk as JWK, row.algorithm)) as CryptoKey);
  }
  return {
    kid: newest.kid,
    privateKey: (await importJWK(newest.private_jwk as JWK, newest.algorithm)) as CryptoKey,
    publicJwks: rows.map((row) => row.public_jwk as JWK),
    publicKeys,
  };
}

import { constants, createPrivateKey, generateKeyPair, privateDecrypt, randomUUID, type KeyObject } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Clock } from './clock.ts';

export interface RsaPublicKey {
  keyId: string;
  publicKey: string;
  algorithm: 'RSA-OAEP-256';
}

export type Decrypted = { ok: true; text: string } | { ok: false; why: 'unknownKey' | 'unreadable' };

/** A new password key pair is made once the newest is this old, so a stolen private half opens a day at most. */
export const RSA_KEY_ROTATES_AFTER_MS = 24 * 3_600_000;
/** A key is still accepted this long after it was made: a page loaded just before a rotation still logs in. */
export const RSA_KEY_ACCEPTED_FOR_MS = 2 * RSA_KEY_ROTATES_AFTER_MS;

/**
 * The password key pair lives in the database (private half encrypted with the stored-secrets key), so every process
 * of a deployment and every restart decrypt what a form encrypted earlier. Keys rotate daily; an older key, or one
 * encrypted under another stored-secrets key, is refused like an unknown one (the page fetches the current key).
 */
export function createRsaKeys(db: Db, storedSecretsKey: string, now: Clock) {
  const passphrase = `rsa:${storedSecretsKey}`;
  const privateKeys = new Map<string, { key: KeyObject; createdAt: Date }>();
  const expired = (createdAt: Date) => now().getTime() - createdAt.getTime() >= RSA_KEY_ACCEPTED_FOR_MS;
  let current: { key: Promise<RsaPublicKey>; until: number } | undefined;

  const openable = (pem: string): KeyObject | null => {
    try {
      return createPrivateKey({ key: pem, format: 'pem', passphrase });
    } catch {
      return null;
    }
  };

  async function loadOrCreate(): Promise<RsaPublicKey> {
    const [row] = await db.select().from(t.rsaKeys).orderBy(desc(t.rsaKeys.createdAt)).limit(1);
    const fresh = row && now().getTime() - row.createdAt.getTime() < RSA_KEY_ROTATES_AFTER_MS;
    if (row && fresh && openable(row.privateKeyPem)) return { keyId: row.keyId, publicKey: row.publicKeyPem, algorithm: 'RSA-OAEP-256' };
    const pair = await new Promise<{ publicKey: string; privateKey: string }>((resolve, reject) => {
      generateKeyPair('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase },
      }, (error, publicKey, privateKey) => (error ? reject(error) : resolve({ publicKey, privateKey })));
    });
    const keyId = randomUUID();
    await db.insert(t.rsaKeys).values({ keyId, publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey, createdAt: now() });
    return { keyId, publicKey: pair.publicKey, algorithm: 'RSA-OAEP-256' };
  }

  async function privateKeyOf(keyId: string): Promise<KeyObject | null> {
    const cached = privateKeys.get(keyId);
    if (cached) return expired(cached.createdAt) ? null : cached.key;
    const [row] = await db.select().from(t.rsaKeys).where(eq(t.rsaKeys.keyId, keyId));
    if (!row || expired(row.createdAt)) return null;
    const key = openable(row.privateKeyPem);
    if (key) privateKeys.set(keyId, { key, createdAt: row.createdAt });
    return key;
  }

  return {
    publicKey(): Promise<RsaPublicKey> {
      // Looked up again after a while, so a key another process made (or a rotation) is picked up.
      if (!current || now().getTime() >= current.until) {
        const key = loadOrCreate().catch((error: unknown) => {
          current = undefined;
          throw error;
        });
        current = { key, until: now().getTime() + 10 * 60_000 };
      }
      return current.key;
    },

    /** RSA-OAEP with SHA-256 (WebCrypto's "RSA-OAEP" with hash SHA-256), ciphertext in base64. */
    async decrypt(keyId: string, ciphertext: string): Promise<Decrypted> {
      if (!keyId || keyId.length > 64) return { ok: false, why: 'unknownKey' };
      const key = await privateKeyOf(keyId);
      if (!key) return { ok: false, why: 'unknownKey' };
      try {
        const plain = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64'));
        return { ok: true, text: plain.toString('utf8') };
      } catch {
        return { ok: false, why: 'unreadable' };
      }
    },
  };
}

export type RsaKeys = ReturnType<typeof createRsaKeys>;

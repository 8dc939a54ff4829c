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

/**
 * The password key pair lives in the database (private half encrypted with the token secret), so every process of a
 * deployment and every restart decrypt what a form encrypted earlier. Keys are never deleted: a page loaded before a
 * new key appeared still logs in.
 */
export function createRsaKeys(db: Db, tokenSecret: string, now: Clock) {
  const passphrase = `rsa:${tokenSecret}`;
  const privateKeys = new Map<string, KeyObject | null>();
  let current: Promise<RsaPublicKey> | undefined;

  async function loadOrCreate(): Promise<RsaPublicKey> {
    const [row] = await db.select().from(t.rsaKeys).orderBy(desc(t.rsaKeys.createdAt)).limit(1);
    if (row) return { keyId: row.keyId, publicKey: row.publicKeyPem, algorithm: 'RSA-OAEP-256' };
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
    if (privateKeys.has(keyId)) return privateKeys.get(keyId) ?? null;
    const [row] = await db.select().from(t.rsaKeys).where(eq(t.rsaKeys.keyId, keyId));
    const key = row ? createPrivateKey({ key: row.privateKeyPem, format: 'pem', passphrase }) : null;
    if (key) privateKeys.set(keyId, key);
    return key;
  }

  return {
    publicKey(): Promise<RsaPublicKey> {
      current ??= loadOrCreate().catch((error: unknown) => {
        current = undefined;
        throw error;
      });
      return current;
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

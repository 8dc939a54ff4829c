import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A secret the portal must read back (a TOTP seed to check a code, a webhook secret to sign a delivery) cannot be
// hashed: it is sealed with AES-256-GCM under STORED_SECRETS_KEY, so a copy of the table alone reveals nothing.
// Each use has its own key (derived with its purpose) and its own version tag, so a value sealed for one use never
// opens as another.

export interface SealedBox {
  seal(secret: string, storedSecretsKey: string): string;
  open(stored: string, storedSecretsKey: string): string;
}

/** `purpose` derives the key; `tag` starts every sealed value (`<tag>.<iv>.<auth tag>.<ciphertext>`, base64url). */
export function sealedBox(purpose: string, tag: string): SealedBox {
  const keyOf = (storedSecretsKey: string) => createHash('sha256').update(`${purpose}:${storedSecretsKey}`).digest();
  return {
    seal(secret, storedSecretsKey) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(storedSecretsKey), iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${tag}.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(stored, storedSecretsKey) {
      const [version, iv, authTag, sealed] = stored.split('.');
      if (version !== tag || !iv || !authTag || sealed === undefined) throw new Error(`${purpose} is not sealed in a known form`);
      const decipher = createDecipheriv('aes-256-gcm', keyOf(storedSecretsKey), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The webhook secret must be kept readable (every delivery is signed with it), so unlike the client secret it cannot
// be hashed: it is sealed with AES-256-GCM under STORED_SECRETS_KEY, as the login RSA keys are, so a copy of the
// table alone does not let anyone forge the portal's webhooks.
const keyOf = (storedSecretsKey: string) => createHash('sha256').update(`webhook-secret:${storedSecretsKey}`).digest();

export function sealSecret(secret: string, storedSecretsKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(storedSecretsKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
}

export function openSecret(stored: string, storedSecretsKey: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('webhook secret is not sealed in a known form');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(storedSecretsKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

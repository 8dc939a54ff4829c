import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_TOLERANCE_SECONDS } from './policy.ts';

// TOTP through otplib (RFC 6238; no hand-written HOTP). The secret has to stay readable to check a code, so it is
// not hashed but sealed with AES-256-GCM under STORED_SECRETS_KEY: a copy of the table alone gives no second factor.

export const newTotpSecret = () => generateSecret();

export const otpauthUri = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });

/** The time step the code belongs to (now, one before or one after), or null for a wrong code. */
export async function matchingStep(secret: string, code: string, at: Date): Promise<number | null> {
  const result = await verify({
    secret, token: code, epoch: Math.floor(at.getTime() / 1000), period: TOTP_PERIOD_SECONDS, epochTolerance: TOTP_TOLERANCE_SECONDS,
  });
  // The functional API answers HOTP's shape too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// Its own key purpose: the same STORED_SECRETS_KEY seals other things, and a sealed TOTP secret must open as nothing else.
const keyOf = (storedSecretsKey: string) => createHash('sha256').update(`staff-totp:${storedSecretsKey}`).digest();

export function sealTotpSecret(secret: string, storedSecretsKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(storedSecretsKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `t1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
}

export function openTotpSecret(stored: string, storedSecretsKey: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 't1' || !iv || !tag || sealed === undefined) throw new Error('TOTP secret is not sealed in a known form');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(storedSecretsKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

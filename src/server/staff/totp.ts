import { generateSecret, generateURI, verify } from 'otplib';
import { sealedBox } from '../secrets/sealed-box.ts';
import { TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_TOLERANCE_SECONDS } from './policy.ts';

// TOTP through otplib (RFC 6238; no hand-written HOTP). The secret has to stay readable to check a code, so it is
// sealed, not hashed: a copy of the table alone gives no second factor.

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
const totpSecrets = sealedBox('staff-totp', 't1');

export const sealTotpSecret = totpSecrets.seal;
export const openTotpSecret = totpSecrets.open;

import { createHash, randomBytes } from 'node:crypto';

// An integration's client secret is 32 random bytes: a plain SHA-256 of it cannot be guessed back, so it needs no
// slow password hash, and every machine-to-machine call can afford to check it.
export const newClientSecret = () => randomBytes(32).toString('base64url');
export const newWebhookSecret = () => randomBytes(32).toString('base64url');
export const newClientId = () => `int_${randomBytes(9).toString('base64url')}`;
export const secretHashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

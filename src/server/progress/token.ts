// The result token of a progress query: the matching application ids and an expiry, signed with the server's token
// secret. Nothing is stored; a token read after it expires or altered by a byte is refused.
import { keyedHash, sameText } from '../accounts/secrets.ts';

/** How long the result page may be reloaded before the query must be made again. */
export const PROGRESS_TOKEN_SECONDS = 10 * 60;

interface Payload { ids: string[]; exp: number }

export function signProgressToken(secret: string, ids: readonly string[], at: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(at.getTime() + PROGRESS_TOKEN_SECONDS * 1000);
  const payload = Buffer.from(JSON.stringify({ ids: [...ids], exp: expiresAt.getTime() } satisfies Payload)).toString('base64url');
  return { token: `${payload}.${keyedHash(secret, 'progress-query', payload)}`, expiresAt };
}

/** The ids of a valid, unexpired token; null otherwise. */
export function readProgressToken(secret: string, token: string, at: Date): string[] | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameText(signature, keyedHash(secret, 'progress-query', payload))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
    if (!Array.isArray(parsed.ids) || typeof parsed.exp !== 'number' || parsed.exp <= at.getTime()) return null;
    return parsed.ids.filter((id): id is string => typeof id === 'string');
  } catch {
    return null;
  }
}

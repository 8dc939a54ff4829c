import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type { AppEnv } from './env.ts';
import { fail } from './envelope.ts';

/** Public operations take the SPA's basic client credential; it opens nothing else. */
export function requireClientCredential(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { clientId, clientSecret } = c.get('config');
    const expected = Buffer.from(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
    const given = Buffer.from(c.req.header('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return fail(c, 401, 'badClientCredential', null, 401);
    }
    await next();
  };
}

export type TokenVerdict = { userId: string } | { refused: 'relogin' | 'idle' };
export type TokenVerifier = (token: string, c: Parameters<MiddlewareHandler<AppEnv>>[0]) => Promise<TokenVerdict>;

/**
 * Non-public operations take a bearer token. Body code 401 asks the user to log in again; HTTP 401 is kept
 * for a token that lapsed through idleness (spec §8 tells the two apart).
 */
export function requireBearer(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return fail(c, 401, 'loginAgain');
    const verdict = await verify(token, c);
    if ('refused' in verdict) {
      return verdict.refused === 'idle' ? fail(c, 401, 'idleTooLong', null, 401) : fail(c, 401, 'loginAgain');
    }
    c.set('userId', verdict.userId);
    await next();
  };
}

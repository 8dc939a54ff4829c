import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { sameText } from '../accounts/secrets.ts';
import { secretHashOf } from '../integrations/secrets.ts';
import type { AppEnv } from './env.ts';
import { fail } from './envelope.ts';

/**
 * `/api-integration/` operations take HTTP Basic with an integration's client id and secret. A rotated secret stops
 * at once (only the newest hash is kept); a deactivated integration is refused like a wrong secret.
 */
export function requireIntegration(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6).trim(), 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const clientId = colon > 0 ? decoded.slice(0, colon) : '';
    const secret = colon > 0 ? decoded.slice(colon + 1) : '';
    if (!clientId || !secret || clientId.length > 64 || secret.length > 128) return fail(c, 401, 'badIntegrationCredential', null, 401);
    const [row] = await c.get('db').select().from(t.integrations).where(eq(t.integrations.clientId, clientId));
    if (!row || !row.active || !sameText(row.secretHash, secretHashOf(secret))) return fail(c, 401, 'badIntegrationCredential', null, 401);
    c.set('integration', { id: row.id, name: row.name, centerId: row.centerId });
    await next();
  };
}

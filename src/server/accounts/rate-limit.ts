import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { withKeyedLock } from '../db/keyed-lock.ts';
import * as t from '../db/schema.ts';
import { addSeconds, secondsBetween, type Clock } from './clock.ts';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window limits kept in the database, so every process of a deployment counts the same hits. A bucket is a
 * name such as `login:ip:1.2.3.4`; a refused attempt is not counted. Count and hit are one step under the bucket's
 * advisory lock: 60 logins at once, on any number of processes, let exactly the limit through.
 */
export function createRateLimiter(db: Db, now: Clock) {
  return {
    hit(bucket: string, limit: number, windowSeconds: number): Promise<RateVerdict> {
      return withKeyedLock(db, `rate:${bucket}`, async (tx): Promise<RateVerdict> => {
        const at = now();
        const windowStart = addSeconds(at, -windowSeconds);
        await tx.delete(t.rateLimitHits).where(and(eq(t.rateLimitHits.bucket, bucket), lte(t.rateLimitHits.hitAt, windowStart)));
        const hits = await tx.select({ hitAt: t.rateLimitHits.hitAt, count: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(t.rateLimitHits)
          .where(and(eq(t.rateLimitHits.bucket, bucket), gt(t.rateLimitHits.hitAt, windowStart)))
          .orderBy(asc(t.rateLimitHits.hitAt))
          .limit(1);
        const first = hits[0];
        if (first && first.count >= limit) {
          return { allowed: false, retryAfterSeconds: Math.max(1, secondsBetween(at, addSeconds(first.hitAt, windowSeconds))) };
        }
        await tx.insert(t.rateLimitHits).values({ bucket, hitAt: at });
        return { allowed: true };
      });
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

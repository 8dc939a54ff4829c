import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { withKeyedLock } from '../db/keyed-lock.ts';
import * as t from '../db/schema.ts';
import { addSeconds, secondsBetween, type Clock } from './clock.ts';

/** `at`: when the hit was taken, to give it back (`giveBack`) when the try turns out not to count. */
export type RateVerdict = { allowed: true; at: Date } | { allowed: false; retryAfterSeconds: number };

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
        return { allowed: true, at };
      });
    },
    /**
     * Takes back one hit taken `at`: for limits that count only failed tries. The hit is taken before the try, so
     * tries running at once all count while they run, and the bound holds however many start together; a try that
     * succeeded is then not held against the next. One row only: other tries may share the instant.
     */
    async giveBack(bucket: string, at: Date): Promise<void> {
      await db.execute(sql`delete from ${t.rateLimitHits} where ctid = (
        select ctid from ${t.rateLimitHits} where ${t.rateLimitHits.bucket} = ${bucket} and ${t.rateLimitHits.hitAt} = ${at} limit 1)`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

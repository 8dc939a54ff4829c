// Public reference reads (home, centers, config, articles, visa types and products …) answer from memory: their
// answers depend only on the address, the language and reference tables, which change rarely. Each process keeps
// the bodies it answered, keyed by address and language, and drops them all when the database's reference_version
// moves (bumped by triggers on every reference table, migration 0006, in the transaction of the change). By default
// every request reads that one number, so a change committed through any process (a publish, an unpublish, new
// holidays) is served by every process from the next request on (decision 096); `checkEveryMs` trades that for
// fewer reads. No timer outlives the app. A cached answer also carries an ETag, so a browser that has it gets 304
// without a body.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import { referenceVersion } from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { COMPRESS_FROM_BYTES } from './api-answers.ts';
import { preferredEncoding } from './encodings.ts';

/** Browsers may keep these but must ask first (If-None-Match → 304); intermediaries must not mix languages. */
export const REFERENCE_CACHE_CONTROL = 'no-cache';
const VARY = 'Accept-Language, Accept-Encoding';

export interface CachedAnswer {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface ReferenceCacheOptions {
  /**
   * How stale a process may be after another one changed reference data. Default 0: never, each request reads the
   * version (one primary-key read) after it arrived (decision 096).
   */
  checkEveryMs?: number;
  /** Bounds the memory: past this many distinct addresses the oldest answers go. Default 2000. */
  maxEntries?: number;
  now?: () => number;
}

export interface ReferenceCache {
  middleware: MiddlewareHandler<AppEnv>;
  /**
   * A body that depends only on `key` and reference data (an article's page, decision 066): kept like the reads'
   * answers, made by `produce` when missing; undefined (and nothing kept) when `produce` gives nothing.
   */
  remember(key: string, produce: () => Promise<Buffer | undefined>): Promise<CachedAnswer | undefined>;
  /** Entries held now (for tests and the benchmark's report). */
  size(): number;
}

export function createReferenceCache(db: Db, options: ReferenceCacheOptions = {}): ReferenceCache {
  const checkEveryMs = options.checkEveryMs ?? 0;
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  let knownVersion: number | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  async function readVersion() {
    const [row] = await db.select({ value: referenceVersion.value }).from(referenceVersion).where(eq(referenceVersion.id, 1));
    const version = row?.value ?? 0;
    if (version !== knownVersion) answers.clear();
    knownVersion = version;
    checkedAt = now();
  }

  /**
   * A version read that began after the caller arrived: a read already under way may have been answered before a
   * change the caller was told of committed, so the callers that arrive meanwhile share the next one instead. At
   * most one read runs and one waits, however many requests come.
   */
  function fresh(): Promise<void> {
    if (!checking) {
      checking = readVersion().finally(() => {
        checking = undefined;
      });
      return checking;
    }
    queued ??= checking.catch(() => undefined).then(() => {
      queued = undefined;
      return fresh();
    });
    return queued;
  }

  function current(): Promise<void> {
    if (checkEveryMs > 0 && now() - checkedAt < checkEveryMs) return Promise.resolve();
    return fresh();
  }

  async function remember(key: string, produce: () => Promise<Buffer | undefined>): Promise<CachedAnswer | undefined> {
    await current();
    const versionAtStart = knownVersion;
    const kept = answers.get(key);
    if (kept) return kept;
    const plain = await produce();
    if (!plain) return undefined;
    const answer = {
      etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
      plain,
      br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(plain, { level: 9 }),
    };
    // An answer computed while the data changed under it is served once but not kept.
    if (versionAtStart === knownVersion) {
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    }
    return answer;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = `${c.get('language')} ${c.req.url.slice(c.req.url.indexOf(c.req.path))}`;
    const answer = await remember(key, async () => {
      await next();
      const contentType = c.res.headers.get('content-type') ?? '';
      if (c.res.status !== 200 || !contentType.startsWith('application/json')) return undefined;
      const plain = Buffer.from(await c.res.clone().arrayBuffer());
      // Only successful answers are kept: a refusal (unknown id, bad query) is cheap and may change meaning.
      return (JSON.parse(plain.toString('utf8')) as { code?: number }).code === 0 ? plain : undefined;
    });
    if (answer) c.res = respond(answer, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  };

  return { middleware, remember, size: () => answers.size };
}

function respond(answer: CachedAnswer, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Response {
  const headers = new Headers({ ETag: answer.etag, 'Cache-Control': REFERENCE_CACHE_CONTROL, Vary: VARY });
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  const encoding = answer.plain.length < COMPRESS_FROM_BYTES ? undefined : preferredEncoding(acceptEncoding);
  const body = encoding ? answer[encoding] : answer.plain;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(new Uint8Array(body), { status: 200, headers });
}

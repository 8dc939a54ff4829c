import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** Page and size from the query, clamped to the contract's limits rather than refused: a list always answers. */
export function paging(c: Context<AppEnv>, defaultSize = 10) {
  const page = clampInt(c.req.query('page'), 1, 1, 10_000);
  const size = clampInt(c.req.query('size'), defaultSize, 1, 100);
  return { page, size, offset: (page - 1) * size };
}

function clampInt(raw: string | undefined, fallback: number, min: number, max: number) {
  const value = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

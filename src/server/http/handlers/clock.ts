import type { Context } from 'hono';
import { chinaDateTime } from '../../../domain/china-time.ts';
import { chinaDate } from '../../../domain/dates.ts';
import type { AppEnv } from '../env.ts';

// A handler's "now" is the account services' clock: tests and the sandbox move it (decision 048), never Date.now.

export const now = (c: Context<AppEnv>): Date => c.get('accounts').now();

/** Today's date in China, where the visa center's days are counted. */
export const today = (c: Context<AppEnv>): string => chinaDate(now(c));

/** A moment as the user reads it in a refusal ("until …", Beijing time). */
export const untilText = (date: Date) => chinaDateTime(date);

import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { refuse } from './refusal.ts';

/** The signed-in user's id; a call without one (its session ended) is asked to log in again. */
export function currentUserId(c: Context<AppEnv>): string {
  const userId = c.get('userId');
  if (!userId) return refuse(401, 'loginAgain');
  return userId;
}

import { sql, type SQL } from 'drizzle-orm';

/** How long a guesser is slowed: a few free tries, then a wait that doubles from `firstSeconds` up to `longestSeconds`. */
export interface DoublingWait { freeTries: number; firstSeconds: number; longestSeconds: number }

/**
 * The end of the wait after `tries` failed tries (a SQL expression), or null while they are free: one expression for
 * the applicants' and the staff's slowing, so both grow the same way inside their one atomic UPDATE.
 */
export function waitUntilAfter(tries: SQL, at: Date, policy: DoublingWait): SQL {
  const seconds = sql`least(${policy.longestSeconds}, ${policy.firstSeconds} * power(2, ${tries} - ${policy.freeTries}))`;
  return sql`case when ${tries} >= ${policy.freeTries} then ${at}::timestamptz + ${seconds} * interval '1 second' else null end`;
}

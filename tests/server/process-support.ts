// What the tests of real server processes on PostgreSQL share: people signed in without going through the sign-in
// pages (their own tests cover those). Their databases come from tests/support/postgres-template.ts.
import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';

let people = 0;
/** A person with a session, written as sign-in writes them; the bearer is signed with the process's TOKEN_SECRET. */
export async function signedInPerson(db: Db, tokenSecret: string) {
  const userId = randomUUID();
  const mobile = `137${String(process.pid % 10_000).padStart(4, '0')}${String((people += 1)).padStart(4, '0')}`;
  await db.insert(t.users).values({ id: userId, kind: 'user', passwordHash: 'x', mobile } as typeof t.users.$inferInsert);
  const sessionId = randomUUID();
  const at = new Date();
  await db.insert(t.sessions).values({ id: sessionId, userId, issuedAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + 3_600_000) });
  const signature = createHmac('sha256', tokenSecret).update(`session:${sessionId}`).digest('base64url');
  return { userId, mobile, bearer: `Bearer ${sessionId}.${signature}` };
}

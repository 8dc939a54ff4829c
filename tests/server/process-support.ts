// What the tests of real server processes on PostgreSQL share: a database of their own, and people signed in
// without going through the sign-in pages (their own tests cover those).
import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { databaseUrl } from '../support/postgres-template.ts';

async function asAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** An empty database the processes migrate and seed themselves, as at a first deploy. */
export async function throwAwayDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

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

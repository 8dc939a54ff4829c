import * as t from '../../src/server/db/schema.ts';
import type { StaffRole } from '../../src/server/db/tables/staff.ts';
import { createStaffTokens } from '../../src/server/staff/sessions.ts';
import { testConfig, type TestServer } from '../support/server.ts';

export interface StaffSeat { id: string; role: StaffRole; centerId: string | null; email?: string; name?: string }

/**
 * A staff member, active and signed in with the second factor done: their bearer header. For tests of what staff
 * do; the sign-in itself (password, TOTP, recovery) is tested through its own calls in staff-sign-in.test.ts.
 */
export async function staffToken(
  server: Pick<TestServer, 'database'>,
  seat: StaffSeat,
  options: { secret?: string; now?: () => Date } = {},
): Promise<string> {
  const db = server.database.db;
  const now = options.now ?? (() => new Date());
  await db.insert(t.staffUsers).values({
    id: seat.id, email: seat.email ?? `${seat.id}@center.example`, name: seat.name ?? seat.id, role: seat.role,
    centerId: seat.centerId, status: 'active', createdAt: now(), totpConfirmedAt: now(),
  }).onConflictDoNothing();
  const tokens = createStaffTokens(db, options.secret ?? testConfig.tokenSecret, now);
  const { token, sessionId } = await tokens.issue(seat.id, '127.0.0.1');
  await tokens.completeSecondFactor(sessionId);
  return `Bearer ${token}`;
}

/** A session after the password only: it may answer the second factor and nothing else. */
export async function halfOpenStaffToken(server: Pick<TestServer, 'database'>, seat: StaffSeat, options: { secret?: string } = {}) {
  const db = server.database.db;
  await db.insert(t.staffUsers).values({
    id: seat.id, email: seat.email ?? `${seat.id}@center.example`, name: seat.name ?? seat.id, role: seat.role,
    centerId: seat.centerId, status: 'active', createdAt: new Date(), totpConfirmedAt: new Date(),
  }).onConflictDoNothing();
  const tokens = createStaffTokens(db, options.secret ?? testConfig.tokenSecret, () => new Date());
  return `Bearer ${(await tokens.issue(seat.id, '127.0.0.1')).token}`;
}

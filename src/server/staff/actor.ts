import type { Context } from 'hono';
import { auditActorOf, type AuditActor } from '../audit/record.ts';
import type { AppEnv } from '../http/env.ts';
import type * as t from '../db/schema.ts';

/**
 * The person acting before they hold an open session (a password accepted, an enrolment): known by what they proved,
 * so the trail names them rather than "anonymous".
 */
export function actorAs(c: Context<AppEnv>, staff: typeof t.staffUsers.$inferSelect): AuditActor {
  return { ...auditActorOf(c), kind: 'staff', id: staff.id, label: staff.email, role: staff.role, centerId: staff.centerId };
}

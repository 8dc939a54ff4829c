import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { clientAddress } from '../http/client-address.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acted: kept as it was at the time (a later rename or role change does not rewrite the trail). */
export interface AuditActor {
  kind: 'staff' | 'integration' | 'system' | 'anonymous';
  id: string | null;
  label: string | null;
  role: string | null;
  centerId: string | null;
  address: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  action: string;
  recordKind?: string;
  recordId?: string;
  /** The record's center when it has one (an order's), else the actor's. */
  centerId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Pass the transaction of the change it describes: a rolled-back change then leaves no row,
 * and a change never lands without its row. The table takes inserts only (migration 0022).
 */
export async function recordAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(t.auditLog).values({
    at,
    actorKind: actor.kind,
    actorId: actor.id,
    actorLabel: actor.label,
    actorRole: actor.role,
    centerId: entry.centerId !== undefined ? entry.centerId : actor.centerId,
    action: entry.action,
    recordKind: entry.recordKind ?? null,
    recordId: entry.recordId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address,
    requestId: actor.requestId,
  });
}

/** The actor of a request: the signed-in staff member or integration, else whoever knocked (a failed sign-in). */
export function auditActorOf(c: Context<AppEnv>): AuditActor {
  const staff = c.get('staff');
  const integration = c.get('integration');
  const common = { address: clientAddress(c), requestId: c.get('requestId') ?? null };
  if (staff) return { kind: 'staff', id: staff.id, label: staff.email, role: staff.role, centerId: staff.centerId, ...common };
  if (integration) return { kind: 'integration', id: integration.id, label: integration.name, role: 'integration', centerId: integration.centerId, ...common };
  return { kind: 'anonymous', id: null, label: null, role: null, centerId: null, ...common };
}

/** For the sandbox's own tools and workers: named, never a person. */
export const systemActor = (label: string): AuditActor =>
  ({ kind: 'system', id: null, label, role: null, centerId: null, address: null, requestId: null });

// Integrations, created and changed by an admin, each change with its audit row in the same transaction. The client
// secret is kept only as its hash and the webhook secret sealed (sealed.ts); both are answered once, to the admin
// who made them, and no audit row ever holds either: the trail says that a secret was made or rotated, not what it is.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { sealSecret } from './sealed.ts';
import { newClientId, newClientSecret, newWebhookSecret, secretHashOf } from './secrets.ts';

export type IntegrationRow = typeof t.integrations.$inferSelect;
type Integration = components['schemas']['Integration'];

export const integrationOut = (row: IntegrationRow): Integration => ({
  id: row.id, name: row.name, centerId: row.centerId, clientId: row.clientId, webhookUrl: row.webhookUrl, active: row.active,
  createdAt: row.createdAt.toISOString(), rotatedAt: row.rotatedAt?.toISOString() ?? null,
});

/** What the trail keeps of an integration: everything an admin sees, never a secret. */
const audited = (row: IntegrationRow) => {
  const { createdAt: _created, rotatedAt: _rotated, ...rest } = integrationOut(row);
  return rest;
};

export const listIntegrations = (db: Db) => db.select().from(t.integrations).orderBy(desc(t.integrations.createdAt), t.integrations.id);

export async function createIntegration(
  db: Db, actor: AuditActor, input: { name: string; centerId: string | null; webhookUrl: string | null }, storedSecretsKey: string, at: Date,
) {
  const clientSecret = newClientSecret();
  const webhookSecret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.integrations).values({
      id: randomUUID(), name: input.name, centerId: input.centerId, clientId: newClientId(), secretHash: secretHashOf(clientSecret),
      webhookUrl: input.webhookUrl, webhookSecret: sealSecret(webhookSecret, storedSecretsKey), active: true, createdBy: actor.id, createdAt: at,
    }).returning();
    await recordAudit(tx, actor, { action: 'integration.created', recordKind: 'integration', recordId: row!.id, centerId: row!.centerId, before: null, after: audited(row!) }, at);
    return { row: row!, clientSecret, webhookSecret };
  });
}

/** A new client secret; the old hash is replaced in the same statement, so the old secret stops at once. */
export async function rotateIntegrationSecret(db: Db, actor: AuditActor, id: string, at: Date) {
  const clientSecret = newClientSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(t.integrations).set({ secretHash: secretHashOf(clientSecret), rotatedAt: at }).where(eq(t.integrations.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: 'integration.secretRotated', recordKind: 'integration', recordId: row.id, centerId: row.centerId,
      before: null, after: { clientId: row.clientId, rotatedAt: at.toISOString() },
    }, at);
    return { row, clientSecret };
  });
}

export async function updateIntegration(db: Db, actor: AuditActor, id: string, input: { webhookUrl: string | null; active: boolean }, at: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.integrations).where(eq(t.integrations.id, id)).for('update');
    if (!before) return null;
    const [row] = await tx.update(t.integrations).set({ webhookUrl: input.webhookUrl, active: input.active }).where(eq(t.integrations.id, id)).returning();
    await recordAudit(tx, actor, { action: 'integration.updated', recordKind: 'integration', recordId: id, centerId: row!.centerId, before: audited(before), after: audited(row!) }, at);
    return row!;
  });
}

// An admin's integrations and the webhooks that did not get through (issue 33 item 5, decision 095). The contract
// lets only admins in (staffAuth: [admin]) and has checked each body's shape before these run.
import type { OperationHandlers } from '../app.ts';
import { auditActorOf } from '../audit/record.ts';
import { ok } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { paging } from '../http/query.ts';
import { findCenter } from '../reference/store.ts';
import { integrationMessages } from '../integrations/messages.ts';
import { createIntegration, integrationOut, listIntegrations, rotateIntegrationSecret, updateIntegration } from '../integrations/store.ts';
import { webhookUrlProblem } from '../integrations/webhook-url.ts';
import { deliveryOut, failingDeliveries, retryDelivery } from '../webhooks/failures.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';

function checkedWebhookUrl(c: Context<AppEnv>, raw: string | null): string | null {
  const url = raw?.trim() || null;
  const problem = url === null ? null : webhookUrlProblem(url, c.get('config').sandbox);
  if (problem) refuseField(c, 'webhookUrl', problem);
  return url;
}

export const staffIntegrationHandlers: OperationHandlers = {
  async listIntegrations(c) {
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listIntegrations', (await listIntegrations(c.get('db'))).map(integrationOut));
  },

  async createIntegration(c) {
    const db = c.get('db');
    const body = await c.req.json<{ name: string; centerId: string | null; webhookUrl: string | null }>();
    const name = body.name.trim();
    if (!name) refuseField(c, 'name', integrationMessages.nameRequired);
    if (body.centerId !== null) {
      if (!(await findCenter(db, body.centerId))) refuseField(c, 'centerId', integrationMessages.unknownCenter);
    }
    const webhookUrl = checkedWebhookUrl(c, body.webhookUrl);
    const made = await createIntegration(db, auditActorOf(c), { name, centerId: body.centerId, webhookUrl }, c.get('config').storedSecretsKey, now(c));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'createIntegration', { ...integrationOut(made.row), clientSecret: made.clientSecret, webhookSecret: made.webhookSecret });
  },

  async updateIntegration(c) {
    const body = await c.req.json<{ webhookUrl: string | null; active: boolean }>();
    const webhookUrl = checkedWebhookUrl(c, body.webhookUrl);
    const row = await updateIntegration(c.get('db'), auditActorOf(c), c.req.param('id')!, { webhookUrl, active: body.active }, now(c));
    if (!row) return refuse(404, integrationMessages.integrationNotFound);
    return ok(c, 'updateIntegration', integrationOut(row));
  },

  async rotateIntegrationSecret(c) {
    const rotated = await rotateIntegrationSecret(c.get('db'), auditActorOf(c), c.req.param('id')!, now(c));
    if (!rotated) return refuse(404, integrationMessages.integrationNotFound);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'rotateIntegrationSecret', { id: rotated.row.id, clientId: rotated.row.clientId, clientSecret: rotated.clientSecret, rotatedAt: rotated.row.rotatedAt!.toISOString() });
  },

  async listWebhookFailures(c) {
    const { page, size, offset } = paging(c, 20);
    const { rows, total } = await failingDeliveries(c.get('db'), { size, offset });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listWebhookFailures', { records: rows.map(deliveryOut), total, page, size });
  },

  async retryWebhookDelivery(c) {
    const verdict = await retryDelivery(c.get('db'), auditActorOf(c), c.req.param('id')!, now(c));
    if (!verdict.ok) return verdict.refusal === 'notFound' ? refuse(404, integrationMessages.deliveryNotFound) : refuse(409, integrationMessages.deliveryNotRetryable);
    return ok(c, 'retryWebhookDelivery', deliveryOut(verdict.delivery));
  },
};

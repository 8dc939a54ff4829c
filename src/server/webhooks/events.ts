import type { components } from '../../api/schema.gen.ts';

/** The order events a center's case system is told of (issue 33 item 5). */
export type WebhookEvent = components['schemas']['WebhookEvent'];

/** What a receiver gets: the same body on every attempt of one delivery (its id is the Portal-Webhook-Id header). */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent;
  occurredAt: string;
  order: components['schemas']['IntegrationOrder'];
}

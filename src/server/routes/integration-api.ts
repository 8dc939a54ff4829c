// Every operation of the integration part (decision 095): the admins' management of integrations and webhooks, and
// the case systems' machine-to-machine reads and writes.
import type { OperationHandlers } from '../app.ts';
import { integrationOrderHandlers } from './integration-orders.ts';
import { integrationWriteHandlers } from './integration-writes.ts';
import { staffIntegrationHandlers } from './staff-integrations.ts';

export const integrationHandlers: OperationHandlers = {
  ...staffIntegrationHandlers,
  ...integrationOrderHandlers,
  ...integrationWriteHandlers,
};

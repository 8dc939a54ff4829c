import type { Localized } from '../http/language.ts';
import { integrationMessages } from './messages.ts';

// Webhooks carry order details: outside the sandbox they leave only over TLS. Plain http is let through to this
// machine (a receiver beside the portal, the tests' own) and in the sandbox, where nothing real is sent.
const THIS_MACHINE = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why a webhook address is refused, or null when it may be used. */
export function webhookUrlProblem(raw: string, sandbox: boolean): Localized | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return integrationMessages.webhookUrlInvalid;
  }
  // Credentials in the address would be written to logs and shown on the admin pages.
  if (url.username || url.password) return integrationMessages.webhookUrlInvalid;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && (sandbox || THIS_MACHINE.has(url.hostname))) return null;
  return integrationMessages.webhookUrlNotHttps;
}

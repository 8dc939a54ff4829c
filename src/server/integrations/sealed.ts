import { sealedBox } from '../secrets/sealed-box.ts';

// The webhook secret must stay readable (every delivery is signed with it), so unlike the client secret it is
// sealed, not hashed: a copy of the table alone does not let anyone forge the portal's webhooks.
const webhookSecrets = sealedBox('webhook-secret', 'v1');

export const sealSecret = webhookSecrets.seal;
export const openSecret = webhookSecrets.open;

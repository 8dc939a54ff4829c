import { createHmac, timingSafeEqual } from 'node:crypto';

// Portal-Webhook-Signature: `v1=<hex HMAC-SHA256 over "<timestamp>.<raw body>">` with the integration's webhook
// secret. The timestamp is inside what is signed, so a receiver that refuses old timestamps cannot be replayed to.
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A receiver's check, as the README shows it: the same HMAC, compared in constant time, within `toleranceS`. */
export function verifyWebhook(secret: string, headers: { timestamp: string; signature: string }, body: string, nowS: number, toleranceS = 300): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

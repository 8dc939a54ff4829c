// Orders are priced in US dollars (spec §9); the mobile payment gateways charge yuan. One rate, read when a payment
// is created, turns the one into the other (decision 016).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export class ExchangeRateMissing extends Error {
  constructor() {
    super('config fee.cnyPerUsd is not set');
  }
}

export async function cnyPerUsd(db: Db): Promise<number> {
  const [row] = await db.select().from(t.config).where(eq(t.config.key, 'fee.cnyPerUsd'));
  const rate = Number(row?.value);
  if (!row || !Number.isFinite(rate) || rate <= 0) throw new ExchangeRateMissing();
  return rate;
}

/** Rounded to the fen, half up, as both gateways take amounts (WeChat Pay in fen, Alipay in yuan with 2 decimals). */
export function usdToCny(usd: number, rate: number): number {
  return Math.round(usd * rate * 100) / 100;
}

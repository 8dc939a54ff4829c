// The order's fee breakdown (spec §3, §9), in US dollars from the configured tables: the consulate visa fee per
// applicant by product (visa_products), and the center's own charges from `config` (fee.*). Computed once when the
// order is created and stored with it, so a later change of the tables never changes an order already made.
import { inArray, like } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type OrderFees = components['schemas']['OrderFees'];

export interface CenterFees {
  currency: 'USD' | 'CNY';
  serviceCharge: number;
  urgent: number;
  delivery: number;
  returnExpress: number;
}

export class FeesMissing extends Error {
  constructor(what: string) {
    super(`fee table incomplete: ${what}`);
  }
}

export async function centerFees(db: Db): Promise<CenterFees> {
  const rows = await db.select().from(t.config).where(like(t.config.key, 'fee.%'));
  const value = new Map(rows.map((row) => [row.key, row.value]));
  const amount = (key: string) => {
    const n = Number(value.get(key));
    if (!value.has(key) || !Number.isFinite(n) || n < 0) throw new FeesMissing(key);
    return n;
  };
  const currency = value.get('fee.currency') === 'CNY' ? 'CNY' : 'USD';
  return { currency, serviceCharge: amount('fee.serviceCharge'), urgent: amount('fee.urgent'), delivery: amount('fee.delivery'), returnExpress: amount('fee.returnExpress') };
}

/** Consulate fee by product id. */
export async function productFees(db: Db, productIds: string[]): Promise<Map<string, number>> {
  const rows = productIds.length ? await db.select({ id: t.visaProducts.id, fee: t.visaProducts.visaFeeUsd }).from(t.visaProducts).where(inArray(t.visaProducts.id, productIds)) : [];
  return new Map(rows.map((row) => [row.id, Number(row.fee)]));
}

const cents = (n: number) => Math.round(n * 100) / 100;

export interface FeeInput {
  /** One entry per applicant. */
  applicants: { productId: string; urgent: boolean }[];
  courierDelivery: boolean;
  /** Return groups going back by courier (one express fee per address). */
  courierReturns: number;
}

/** The breakdown and its total; every part rounded to the cent. */
export function orderFees(input: FeeInput, products: Map<string, number>, center: CenterFees): OrderFees {
  const visaFee = cents(input.applicants.reduce((sum, applicant) => {
    const fee = products.get(applicant.productId);
    if (fee === undefined) throw new FeesMissing(`product ${applicant.productId}`);
    return sum + fee;
  }, 0));
  const serviceFee = cents(center.serviceCharge * input.applicants.length);
  const urgentFee = cents(center.urgent * input.applicants.filter((applicant) => applicant.urgent).length);
  const deliveryFee = input.courierDelivery ? cents(center.delivery) : 0;
  const returnExpressFee = cents(center.returnExpress * input.courierReturns);
  return {
    currency: center.currency, visaFee, serviceFee, urgentFee, deliveryFee, returnExpressFee,
    total: cents(visaFee + serviceFee + urgentFee + deliveryFee + returnExpressFee),
  };
}

// Money in the seed is in US dollars, whole units (spec §9: "costs are in US dollars"). The consulate fee is
// fixed by the statutory table below; the center's own charges are configuration an operator may change.
import type { Entries } from './types.ts';

/** Statutory consulate visa fee in USD, by entries and (for single entry) the stay tier. */
export const statutoryConsulateFeeUsd = {
  singleLe90: 40,
  singleGe91: 60,
  double: 70,
  multiple: 90,
} as const;

export function consulateFeeUsd(entries: Entries, stayDays: number): number {
  if (entries === 'double') return statutoryConsulateFeeUsd.double;
  if (entries === 'multiple') return statutoryConsulateFeeUsd.multiple;
  return stayDays <= 90 ? statutoryConsulateFeeUsd.singleLe90 : statutoryConsulateFeeUsd.singleGe91;
}

/** SAMPLE amounts for the center's own charges; the live values sit in the `config` table. */
export const centerFees = {
  currency: 'USD',
  /** Per applicant. */
  serviceCharge: 25,
  /** Per applicant, on top of the service charge (spec §9: the urgent fee is per person). */
  urgent: 20,
  /** Per order, when a courier picks the materials up (not offered for urgent applications). */
  delivery: 8,
  /** Per return address, when the passport goes back by express. */
  returnExpress: 8,
} as const;

/**
 * SAMPLE rate at which a USD order is charged in CNY: WeChat Pay and Alipay take yuan (decision 016). An operator
 * sets the live value in the `config` table (`fee.cnyPerUsd`).
 */
export const sampleCnyPerUsd = 7.1;

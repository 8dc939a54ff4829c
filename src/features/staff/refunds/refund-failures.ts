// Why a refund failed, in words the finance role can act on (decision 106). The ledger keeps the gateway's own code
// (WeChat Pay v3's error code or refund status, Alipay's sub_code) or our own word; the queue shows these words and
// the code beside them in small print, for a call to the gateway's support. Several codes share one kind when the
// finance role does the same about them.

export const REFUND_FAILURE_KINDS = [
  'balance', 'payerAccount', 'abnormal', 'closed', 'noTrade', 'notRefundable', 'amount', 'refused', 'busy',
  'unreachable', 'notConfigured', 'exceedsRefundable', 'unknown',
] as const;
export type RefundFailureKind = (typeof REFUND_FAILURE_KINDS)[number];

/** The codes each gateway publishes for a refused refund, and our own words, by what they mean for the finance role. */
const KIND_OF_CODE: Readonly<Record<string, RefundFailureKind>> = {
  // WeChat Pay v3 (POST /v3/refund/domestic/refunds errors, and a refund's final status)
  NOT_ENOUGH: 'balance',
  USER_ACCOUNT_ABNORMAL: 'payerAccount',
  ABNORMAL: 'abnormal',
  CLOSED: 'closed',
  RESOURCE_NOT_EXISTS: 'noTrade',
  INVALID_REQUEST: 'refused',
  PARAM_ERROR: 'refused',
  FREQUENCY_LIMITED: 'busy',
  SYSTEM_ERROR: 'busy',
  // Alipay (alipay.trade.refund sub_code)
  'ACQ.SELLER_BALANCE_NOT_ENOUGH': 'balance',
  'ACQ.BUYER_ERROR': 'payerAccount',
  'ACQ.TRADE_NOT_EXIST': 'noTrade',
  'ACQ.TRADE_STATUS_ERROR': 'notRefundable',
  'ACQ.TRADE_HAS_FINISHED': 'notRefundable',
  'ACQ.TRADE_NOT_ALLOW_REFUND': 'notRefundable',
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': 'amount',
  'ACQ.REFUND_FEE_ERROR': 'amount',
  'ACQ.REASON_TRADE_REFUND_FEE_ERR': 'amount',
  'ACQ.SYSTEM_ERROR': 'busy',
  // Ours (refunds/reopen.ts): a failed refund that no longer fits what is left of its payment
  exceedsRefundable: 'exceedsRefundable',
};

/** Our errors are sentences (gateway.ts), not codes: read by the words they end with. */
const KIND_OF_SENTENCE: readonly (readonly [RegExp, RefundFailureKind])[] = [
  [/ gateway unavailable: /, 'unreachable'],
  [/ payment is not configured$/, 'notConfigured'],
];

export interface RefundFailure {
  kind: RefundFailureKind;
  /** As the ledger keeps it, shown in small print. */
  code: string;
}

export function refundFailureOf(lastError: string): RefundFailure {
  const code = lastError.trim();
  const known = Object.hasOwn(KIND_OF_CODE, code) ? KIND_OF_CODE[code] : undefined;
  const kind = known ?? KIND_OF_SENTENCE.find(([pattern]) => pattern.test(code))?.[1] ?? 'unknown';
  return { kind, code };
}

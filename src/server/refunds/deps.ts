// What the refund code needs from its surroundings: the database, the clock, a gateway per method, and the
// portal's origin for WeChat Pay's refund notify URL. The same shape as the payment code's (payments/service.ts).
import type { PaymentMethod } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import type { PaymentGateway } from '../providers/payments/gateway.ts';

export interface RefundDeps {
  db: Db;
  now: () => Date;
  gateway: (method: PaymentMethod) => Promise<PaymentGateway>;
  origin: string;
  /** Waits between the tries of a failed refund (ledger.ts DEFAULT_REFUND_BACKOFF_MS unless a test shortens them). */
  backoffMs?: readonly number[];
}

export const refundNotifyUrl = (origin: string) => `${origin}/api-pay/wechat/refund-notify`;

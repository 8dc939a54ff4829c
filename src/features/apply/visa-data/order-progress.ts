// What the server's order says about the application machine's awaiting-visa statuses (pure, tested): the order's
// stage after payment (the contract tells it, the decision and a supplement owed included), and the supplement still
// to pay.
import type { components } from '../../../api/schema.gen';
import { isAfterPayment, type AfterPaymentStage } from '../../../domain/order-stages';

type Schemas = components['schemas'];

/** The machine's status the server reports, or null while the order is not paid (or is cancelled). */
export function progressOf(order: Pick<Schemas['OrderDetail'], 'stage'>): AfterPaymentStage | null {
  return isAfterPayment(order.stage) ? order.stage : null;
}

/** An unpaid supplement as the machine's event carries it, or null. */
export function owedSupplement(extra: Schemas['ExtraPayment'] | null | undefined): { amount: number; reason: string; key: string } | null {
  if (!extra || extra.status !== 'unpaid') return null;
  const reason = extra.items.map((item) => item.reason).join('; ');
  return { amount: extra.amount, reason, key: `${extra.orderId}:${extra.amount}:${reason}` };
}

export interface PassportReturn {
  way: 'courier' | 'pickup';
  /** The applicants whose passports go this way, by name, in the order's order. */
  names: string[];
  recipient: string;
  phone: string;
  /** Region and street of a courier return; '' for a pickup. */
  address: string;
}

/** How each passport comes back, as the person chose it on the return screen: the words of the issued page. */
export function passportReturns(order: Pick<Schemas['OrderDetail'], 'returns' | 'applies'>): PassportReturn[] {
  const nameOf = new Map(order.applies.map((apply) => [apply.id, apply.applicantName]));
  return order.returns.map((group) => ({
    way: group.way,
    names: group.applyIds.map((id) => nameOf.get(id) ?? '').filter(Boolean),
    recipient: group.recipient ?? '',
    phone: group.phone ?? '',
    address: group.way === 'courier' ? [group.regionText, group.address].filter(Boolean).join(' ') : '',
  }));
}

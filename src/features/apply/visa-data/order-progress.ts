// What the server's order says about the application machine's awaiting-visa statuses (pure, tested): the stage
// after payment from the status history (a supplement owed hides the stage in the order's own state), the visa
// decision from the applications, and the supplement still to pay.
import type { components } from '../../../api/schema.gen';
import type { OrderStatus } from '../../../../machines/application/order-data';

type Schemas = components['schemas'];
type OrderState = Schemas['OrderState'];

const stageOfState: Partial<Record<OrderState, OrderStatus | 'decided'>> = {
  paid: 'paid',
  materialsReceived: 'accepted',
  inReview: 'inReview',
  decided: 'decided',
  returning: 'returned',
  completed: 'collected',
};

/** The machine's status the server reports, or null while the order is not paid (or says nothing we know). */
export function progressOf(order: Pick<Schemas['OrderDetail'], 'state' | 'applies'>, history: readonly Pick<Schemas['OrderStatusEntry'], 'state'>[]): OrderStatus | null {
  const states = [...history.map((entry) => entry.state), order.state];
  const latest = [...states].reverse().map((state) => stageOfState[state]).find((stage) => stage !== undefined);
  if (!latest) return null;
  if (latest !== 'decided') return latest;
  return order.applies.some((apply) => apply.status === 'refused') && !order.applies.some((apply) => apply.status === 'issued') ? 'refused' : 'issued';
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

import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema.gen';
import { useOrderCenter } from '../delivery/api';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { passportReturns } from './order-progress';
import { useVisaDataText } from './strings';

// Beside the decision: each passport's way back exactly as chosen on the return screen (the courier's recipient and
// address, or the center to collect it at), so the person checks it instead of reading "courier or pick-up".
export function PassportReturns({ actor, order }: { actor: FlowScreenProps['actor']; order: components['schemas']['OrderDetail'] | undefined }) {
  const text = useVisaDataText();
  const { i18n } = useTranslation();
  const visaType = useSelector(actor, (snapshot) => snapshot.context.visaType);
  const { center } = useOrderCenter(visaType);
  if (!order) return <p className="mb-6 text-slate-700">{text('returns.loading')}</p>;
  const names = (list: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(list);
  return (
    <section aria-labelledby="passport-returns" className="mb-6">
      <h2 id="passport-returns" className="mb-2 text-xl font-bold text-blue-950">{text('returns.title')}</h2>
      <ul className="list-disc space-y-1 pl-6">
        {passportReturns(order).map((group, i) => (
          <li key={i}>
            {group.way === 'courier'
              ? text('returns.courier', { names: names(group.names), recipient: group.recipient, phone: group.phone, address: group.address })
              : center
                ? text('returns.pickup', { names: names(group.names), center: center.name, address: center.address })
                : text('returns.pickupNoCenter', { names: names(group.names) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

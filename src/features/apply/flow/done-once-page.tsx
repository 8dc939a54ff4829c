import { Link } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';
import type { DoneOnce } from './route-decision';
import { useFlowText } from './strings';

/** Back into a step that cannot be repeated: say so, and offer the order and the current step — never the step again. */
export function DoneOncePage({ what, orderId, continuePath }: { what: DoneOnce; orderId: string | null; continuePath: string }) {
  const { text } = useFlowText();
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="done-once-title">
      <h1 id="done-once-title" className="text-3xl font-bold text-blue-950">{text(`doneOnce.${what}Title`)}</h1>
      <p className="mt-4 text-lg text-slate-800">{text(`doneOnce.${what}Text`)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={orderId ? pathOf('orderDetail', { id: orderId }) : pathOf('orderList')} className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950">
          {text('doneOnce.viewOrder')}
        </Link>
        <Link to={continuePath} replace className="rounded border-2 border-blue-900 px-4 py-2 font-medium text-blue-900 hover:bg-blue-50">
          {text('doneOnce.continue')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';
import type { SaveStatus } from './save-scheduler';
import { useFlowText } from './strings';

/** Saving has stopped for good: the draft was changed elsewhere (conflict) or deleted (gone). */
export const savesStopped = (status: SaveStatus): boolean => status === 'conflict' || status === 'gone';

// The screen below stops taking input when saving stops (flow-route.tsx), so the way on takes the focus its field had.
// Module-wide, so React calls it once, when the way appears, and not again on every render.
const focusOnArrival = (element: HTMLElement | null) => element?.focus();

/** Where the draft stands on the server, always visible while the flow is open (a live region, read politely). */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { text } = useFlowText();
  const stopped = savesStopped(status);
  const tone = status === 'saved' ? 'text-green-800' : status === 'retrying' || status === 'failed' || stopped ? 'text-red-800' : 'text-slate-700';
  const way = 'rounded border-2 border-red-800 px-2 py-0.5 font-medium';
  return (
    <p role="status" aria-live="polite" className={`mx-auto mb-2 flex max-w-3xl items-center justify-end gap-3 text-sm ${tone}`}>
      {status === 'idle' ? null : <span>{text(`save.${status}`)}</span>}
      {status === 'conflict' ? (
        <button type="button" ref={focusOnArrival} onClick={() => window.location.reload()} className={way}>
          {text('save.reload')}
        </button>
      ) : null}
      {status === 'gone' ? <Link ref={focusOnArrival} to={pathOf('applyTodoList')} className={way}>{text('toTodoList')}</Link> : null}
    </p>
  );
}

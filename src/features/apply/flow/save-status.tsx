import type { SaveStatus } from './save-scheduler';
import { useFlowText } from './strings';

/** Where the draft stands on the server, always visible while the flow is open (a live region, read politely). */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { text } = useFlowText();
  const stopped = status === 'conflict' || status === 'gone';
  const tone = status === 'saved' ? 'text-green-800' : status === 'retrying' || status === 'failed' || stopped ? 'text-red-800' : 'text-slate-700';
  return (
    <p role="status" aria-live="polite" className={`mx-auto mb-2 flex max-w-3xl items-center justify-end gap-3 text-sm ${tone}`}>
      {status === 'idle' ? null : <span>{text(`save.${status}`)}</span>}
      {status === 'conflict' ? (
        <button type="button" onClick={() => window.location.reload()} className="rounded border-2 border-red-800 px-2 py-0.5 font-medium">
          {text('save.reload')}
        </button>
      ) : null}
    </p>
  );
}

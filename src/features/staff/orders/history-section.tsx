import type { OrderView } from '../api/orders';
import { chinaDateTime } from '../parts/china-date';
import { useStaffText } from '../strings';
import { Section } from './section';

// What happened, newest last, in the words the applicant's progress reads (stateText); the waybills beside it.
export function HistorySection({ view }: { view: OrderView }) {
  const { text, language } = useStaffText();
  return (
    <Section id="order-history" title={text('history.title')}>
      {view.history.length === 0 ? <p className="text-slate-700">{text('history.none')}</p> : (
        <ol className="space-y-1">
          {view.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="tabular-nums text-slate-700">{chinaDateTime(entry.at, language)}</span> · <span className="font-medium">{entry.stateText}</span>
              {entry.note ? <span className="text-slate-700"> · {entry.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {view.waybills.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{text('history.waybills')}</h3>
          <ul className="mt-1 space-y-1">
            {view.waybills.map((waybill) => (
              <li key={`${waybill.direction}-${waybill.expressNo}`}>
                {text(`history.direction.${waybill.direction}`)} · {waybill.company} · <span className="font-mono">{waybill.expressNo}</span>
                <span className="text-slate-700"> · {chinaDateTime(waybill.createdAt, language)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

import { Link } from 'react-router-dom';
import { STAFF_QUEUES, useQueueCounts } from '../api/orders';
import { refusalText } from '../api/staff-api';
import { useStaffText } from '../strings';
import { LoadFailed } from '../parts/load-failed';

export function QueueCards() {
  const { text } = useStaffText();
  const counts = useQueueCounts();
  return (
    <section aria-labelledby="queues-title" className="mt-6">
      <h2 id="queues-title" className="text-xl font-semibold text-blue-950">{text('home.queues')}</h2>
      {counts.isPending ? <p role="status" className="py-4 text-slate-700">{text('loading')}</p> : null}
      {counts.isError ? <LoadFailed message={refusalText(counts.error)} onRetry={() => void counts.refetch()} /> : null}
      {counts.data ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {STAFF_QUEUES.map((queue) => (
            <li key={queue}>
              <Link to={`/staff/orders?queue=${queue}`} className="flex h-full items-baseline justify-between gap-3 rounded border-2 border-slate-300 bg-white p-4 text-blue-950 hover:border-blue-900">
                <span className="font-medium">{text(`queue.${queue}`)}</span>
                <span className="text-3xl font-bold tabular-nums">{counts.data[queue]}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { formatDateTime } from '../../../ui/format-date';
import { QueryView } from '../../../ui/query-states';
import { CLOSURE_PAGE_SIZE, inReaderLanguage, useClosures } from '../api/centers';
import { cellClass, headCellClass, secondaryButtonClass, TableFrame, tableClass } from '../parts/admin-page';
import { useAdminText } from '../strings';

/** A center's closures, latest date first, each with how many holders were told. */
export function ClosureList({ centerId, name }: { centerId: string; name: string }) {
  const { text } = useAdminText();
  const [page, setPage] = useState(1);
  const closures = useClosures(centerId, page);
  return (
    <QueryView query={closures} isEmpty={(data) => data.records.length === 0} empty={<p className="py-4 text-slate-700">{text('centers.noClosures')}</p>}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / CLOSURE_PAGE_SIZE));
        return (
          <>
            <TableFrame label={text('centers.closuresOf', { name })}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>{text('centers.closureDate')}</th>
                    <th scope="col" className={headCellClass}>{text('centers.closureSpan')}</th>
                    <th scope="col" className={headCellClass}>{text('centers.reason')}</th>
                    <th scope="col" className={headCellClass}>{text('centers.notified')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.records.map((closure) => (
                    <tr key={closure.id}>
                      <th scope="row" className={`${cellClass} font-semibold`}>{closure.date}</th>
                      <td className={cellClass}>{closure.from && closure.until ? `${closure.from}–${closure.until}` : text('centers.wholeDay')}</td>
                      <td className={cellClass}>{inReaderLanguage(closure.reason)}</td>
                      <td className={cellClass}>
                        {text('centers.notifiedCount', { count: closure.notified })}
                        <span className="block text-sm text-slate-600">{text('centers.enteredAt', { at: formatDateTime(closure.createdAt) })}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            {pages > 1 ? (
              <nav aria-label={text('centers.closurePages')} className="mt-4 flex items-center justify-center gap-3 text-sm">
                <button type="button" className={secondaryButtonClass} disabled={page <= 1} onClick={() => setPage(page - 1)}>{text('previous')}</button>
                <span aria-live="polite">{text('pageOf', { page, pages })}</span>
                <button type="button" className={secondaryButtonClass} disabled={page >= pages} onClick={() => setPage(page + 1)}>{text('next')}</button>
              </nav>
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager, pageFrom } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-states';
import { AGENCY_PAGE_SIZE, useAgencies } from '../api/agencies';
import { useCenterName } from '../api/centers';
import { AdminSection, buttonClass, cellClass, headCellClass, secondaryButtonClass, TableFrame, tableClass } from '../parts/admin-page';
import { useAdminText } from '../strings';

/** Agencies found by part of the name or the licence number, each with its certificate's state and its limit. */
export function AgencyList({ canEdit }: { canEdit: boolean }) {
  const { text } = useAdminText();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageFrom(search.get('page'));
  const [typed, setTyped] = useState(q);
  const agencies = useAgencies({ q, page });
  const centerName = useCenterName();
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() ? { q: typed.trim() } : {});
  };

  return (
    <AdminSection id="agency-list" title={text('agencies.listTitle')} actions={canEdit ? <Link to="?agency=new" className={buttonClass}>{text('agencies.new')}</Link> : undefined}>
      <form role="search" onSubmit={find} className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="agency-q" className="block font-semibold text-slate-900">{text('agencies.find')}</label>
          <input
            id="agency-q" type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)}
            className="mt-1 block w-72 max-w-full rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>{text('agencies.findButton')}</button>
      </form>
      <QueryView query={agencies} isEmpty={(data) => data.records.length === 0} empty={<p className="py-4 text-slate-700">{text(q ? 'agencies.noneFound' : 'agencies.none')}</p>}>
        {(data) => (
          <>
            <TableFrame label={text('agencies.listTitle')}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>{text('agencies.name')}</th>
                    <th scope="col" className={headCellClass}>{text('agencies.statusTitle')}</th>
                    <th scope="col" className={headCellClass}>{text('agencies.validity')}</th>
                    <th scope="col" className={headCellClass}>{text('agencies.centers')}</th>
                    <th scope="col" className={headCellClass}>{text('agencies.limit')}</th>
                    <th scope="col" className={headCellClass}>{text('agencies.accounts')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.records.map((agency) => (
                    <tr key={agency.id}>
                      <th scope="row" className={`${cellClass} font-normal`}>
                        <Link to={`?agency=${encodeURIComponent(agency.id)}`} className="font-semibold text-blue-900 underline underline-offset-2">{agency.name}</Link>
                        <span className="block text-sm text-slate-600">{agency.licenceNo ?? text('none')}</span>
                      </th>
                      <td className={cellClass}>{text(`agencies.status.${agency.status}`)}</td>
                      <td className={cellClass}>{agency.certifiedFrom && agency.certifiedUntil ? `${agency.certifiedFrom} – ${agency.certifiedUntil}` : text('none')}</td>
                      <td className={cellClass}>{agency.centerIds.map(centerName).join(text('listSeparator'))}</td>
                      <td className={cellClass}>{agency.maxApplicantsPerOrder}</td>
                      <td className={cellClass}>{agency.accounts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager page={data.page} size={AGENCY_PAGE_SIZE} total={data.total} hrefOf={(to) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`} />
          </>
        )}
      </QueryView>
    </AdminSection>
  );
}

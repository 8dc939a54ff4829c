import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../ui/format-date';
import { Pager, pageFrom } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-states';
import { CONTENT_PAGE_SIZE, useContentList, type ContentType } from '../api/content';
import { buttonClass, cellClass, Done, headCellClass, TableFrame, tableClass } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { PublishButtons } from './publish-buttons';

const STATUSES = ['', 'draft', 'published'] as const;
type StatusFilter = (typeof STATUSES)[number];
const statusOf = (value: string | null): StatusFilter => (STATUSES as readonly string[]).includes(value ?? '') ? value as StatusFilter : '';

/** One kind's articles, drafts and published, newest first, each with its way into the editor and out to the public. */
export function ContentList({ typeCode }: { typeCode: ContentType }) {
  const { text, language } = useAdminText();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = pageFrom(search.get('page'));
  const list = useContentList({ typeCode, status, page });
  const [done, setDone] = useState('');
  const titleOf = (title: Record<'zh' | 'en' | 'ko', string>) => title[language as 'zh' | 'en' | 'ko'] ?? title.zh;
  const hrefOf = (query: Record<string, string>) => `?${new URLSearchParams({ type: typeCode, ...query })}`;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor="content-status" className="block font-semibold text-slate-900">{text('content.show')}</label>
          <select
            id="content-status"
            value={status}
            onChange={(event) => setSearch({ type: typeCode, ...(event.target.value ? { status: event.target.value } : {}) })}
            className="mt-1 rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
          >
            {STATUSES.map((value) => <option key={value} value={value}>{text(`content.filter.${value || 'all'}`)}</option>)}
          </select>
        </div>
        <Link to={hrefOf({ edit: 'new' })} className={buttonClass}>{text(`content.write.${typeCode}`)}</Link>
      </div>
      <Done message={done} />
      <QueryView query={list} isEmpty={(data) => data.records.length === 0} empty={<p className="py-4 text-slate-700">{text('content.none')}</p>}>
        {(data) => (
          <>
            <TableFrame label={text(`content.type.${typeCode}`)}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>{text('content.title')}</th>
                    <th scope="col" className={headCellClass}>{text('content.statusTitle')}</th>
                    <th scope="col" className={headCellClass}>{text('content.dates')}</th>
                    <th scope="col" className={headCellClass}><span className="sr-only">{text('actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data.records.map((article) => (
                    <tr key={article.id}>
                      <th scope="row" className={`${cellClass} font-semibold`}>
                        <Link to={hrefOf({ edit: article.id })} className="text-blue-900 underline underline-offset-2">{titleOf(article.title)}</Link>
                      </th>
                      <td className={cellClass}>{text(`content.status.${article.status}`)}</td>
                      <td className={`${cellClass} text-sm`}>
                        {article.publishedAt ? <span className="block">{text('content.publishedAt', { at: formatDateTime(article.publishedAt) })}</span> : null}
                        {article.updatedAt ? <span className="block text-slate-600">{text('content.updatedAt', { at: formatDateTime(article.updatedAt) })}</span> : null}
                      </td>
                      <td className={cellClass}>
                        <PublishButtons article={article} title={titleOf(article.title)} onDone={setDone} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager page={data.page} size={CONTENT_PAGE_SIZE} total={data.total} hrefOf={(to) => hrefOf({ ...(status ? { status } : {}), page: String(to) })} />
          </>
        )}
      </QueryView>
    </>
  );
}

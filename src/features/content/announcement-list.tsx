import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../ui/format-date';
import { Pager, pageFrom } from '../../ui/pager';
import { QueryView } from '../../ui/query-states';
import { RichText } from '../../ui/rich-text';
import { useNamePageTitle } from '../../ui/page-title';
import { pathOf } from '../../lib/route-paths';
import { useAnnouncements } from './api/announcements';
import { PageHeading } from './page-heading';

// Announcements are short and the list call carries their bodies, so they unfold in place; the
// one named in the address (from the home page) opens by itself, and the page then bears its title (heading and
// document title), not the list's.
export function AnnouncementList({ openId, title }: { openId?: string; title: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const announcements = useAnnouncements(page);
  const loaded = announcements.data !== undefined;
  const opened = openId ? announcements.data?.records.find((item) => item.id === openId) : undefined;
  useNamePageTitle(opened?.title ?? null);

  useEffect(() => {
    if (openId && loaded) document.getElementById(`announcement-${openId}`)?.scrollIntoView({ block: 'start' });
  }, [openId, loaded]);

  if (opened) {
    return (
      <article>
        <p className="mb-4 text-sm">
          <Link to={pathOf('msgList')} className="text-blue-900 underline underline-offset-2">{t('content.backTo', { list: title })}</Link>
        </p>
        <PageHeading>{opened.title}</PageHeading>
        <p className="mb-4 text-sm text-slate-600">
          {t('content.published')} <time dateTime={opened.publishedAt}>{formatDay(opened.publishedAt)}</time>
        </p>
        <RichText html={opened.body} className="rounded-lg border border-slate-200 bg-white p-5" />
      </article>
    );
  }

  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <QueryView query={announcements} isEmpty={(data) => data.records.length === 0}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.records.map((item) => (
                <li key={item.id} id={`announcement-${item.id}`}>
                  <details open={item.id === openId} className="rounded-lg border border-slate-200 bg-white p-4">
                    <summary className="cursor-pointer">
                      <span className="font-semibold text-blue-950">
                        {item.pinned && (
                          <span className="mr-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">{t('home.pinned')}</span>
                        )}
                        {item.title}
                      </span>{' '}
                      <time dateTime={item.publishedAt} className="text-sm text-slate-600">
                        {formatDay(item.publishedAt)}
                      </time>
                    </summary>
                    <RichText html={item.body} className="mt-3 text-slate-800" />
                  </details>
                </li>
              ))}
            </ul>
            <Pager page={data.page} size={data.size} total={data.total} hrefOf={(p) => `?page=${p}`} />
          </>
        )}
      </QueryView>
    </section>
  );
}

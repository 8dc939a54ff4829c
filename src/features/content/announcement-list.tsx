import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../ui/format-date';
import { Pager, pageFrom } from '../../ui/pager';
import { QueryView } from '../../ui/query-states';
import { RichText } from '../../ui/rich-text';
import { useAnnouncements } from './api/announcements';
import { PageHeading } from './page-heading';

// Announcements are short and the list call carries their bodies, so they unfold in place; the
// one named in the address (from the home page) opens by itself.
export function AnnouncementList({ openId, title }: { openId?: string; title: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const announcements = useAnnouncements(page);
  const loaded = announcements.data !== undefined;

  useEffect(() => {
    if (openId && loaded) document.getElementById(`announcement-${openId}`)?.scrollIntoView({ block: 'start' });
  }, [openId, loaded]);

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

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { getSessionActor } from '../../lib/session-actor';
import { formatDay } from '../../ui/format-date';
import { LinkTabs } from '../../ui/link-tabs';
import { Pager, pageFrom } from '../../ui/pager';
import { Empty, QueryView } from '../../ui/query-states';
import { useRouteHandle } from '../../ui/use-route-handle';
import { MESSAGE_PAGE_SIZE, useMarkAllRead, useMessages, type MessageKind } from './api/messages';

const kinds: readonly MessageKind[] = ['system', 'announcement'];

// The message center (spec §2): system messages and announcements, each list marked read in one go.
// The kind and the page are in the address, so back and reload keep them.
export function UserMsgPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const [search] = useSearchParams();
  const kind: MessageKind = search.get('kind') === 'announcement' ? 'announcement' : 'system';
  const page = pageFrom(search.get('page'));
  const messages = useMessages(kind, page);
  const markAll = useMarkAllRead();
  const unread = messages.data?.unreadCount;

  useEffect(() => {
    if (unread !== undefined) getSessionActor().send({ type: 'session.updated', patch: { unreadCount: unread } });
  }, [unread]);

  const hrefOf = (nextKind: MessageKind, nextPage = 1) => pathOf('userMsg', { kind: nextKind === 'system' ? undefined : nextKind, page: nextPage > 1 ? nextPage : undefined });
  const hasUnreadHere = messages.data?.records.some((message) => !message.read) ?? false;

  return (
    <section className="mx-auto max-w-4xl py-4" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-6 text-3xl font-bold text-blue-950">{handle ? t(handle.titleKey) : ''}</h1>
      <LinkTabs
        label={t('messages.kindsLabel')}
        tabs={kinds.map((name) => ({ key: name, href: hrefOf(name), label: t(`messages.kind.${name}`) }))}
        current={kind}
        className="mb-4"
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{unread !== undefined ? t('messages.unreadTotal', { count: unread }) : null}</p>
        <button
          type="button"
          disabled={!hasUnreadHere || markAll.isPending}
          onClick={() => markAll.mutate(kind)}
          className="rounded border-2 border-blue-900 px-3 py-1 font-medium text-blue-900 hover:bg-blue-50 disabled:border-slate-300 disabled:text-slate-500"
        >
          {markAll.isPending ? t('common.pleaseWait') : t('messages.markAllRead')}
        </button>
      </div>
      <QueryView query={messages} isEmpty={(data) => data.records.length === 0} empty={<Empty text={t('messages.empty')} />}>
        {(data) => (
          <>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {data.records.map((message) => (
                <li key={message.id} className="p-4">
                  <article aria-labelledby={`message-${message.id}`}>
                    <h2 id={`message-${message.id}`} className={`text-lg ${message.read ? 'font-medium text-slate-800' : 'font-bold text-blue-950'}`}>
                      {message.read ? null : <span className="mr-2 rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">{t('messages.unread')}</span>}
                      {message.title}
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">{formatDay(message.createdAt)}</p>
                    <p className="mt-2 whitespace-pre-line text-slate-800">{message.body}</p>
                  </article>
                </li>
              ))}
            </ul>
            <Pager page={data.page} size={MESSAGE_PAGE_SIZE} total={data.total} hrefOf={(next) => hrefOf(kind, next)} />
          </>
        )}
      </QueryView>
    </section>
  );
}

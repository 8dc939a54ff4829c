// A list of articles as the server paints it (decision 113: the news and FAQ pages): what src/features/content/
// article-list.tsx and src/ui/pager.tsx draw once the list's read has answered, element for element and class for
// class, so the screen that takes the page over draws the same thing in its place. Every value is escaped (hono/html).
import { html } from 'hono/html';
import type { Language } from '../../domain/constants.ts';
import { chinaDateTime } from '../../domain/china-time.ts';
import type { DataOf } from '../http/envelope.ts';
import { paintedFrame, type NavName } from './painted-frame.ts';
import type { Translate } from './paint-texts.ts';

export type ArticleListData = DataOf<'listArticles'>;

export interface ArticleListPage {
  /** The page's heading, as its route names it. */
  title: string;
  /** Where the list is in the header's navigation. */
  nav: NavName;
  /** The list's address (`/news`): an article's is below it (src/lib/article-types.ts's articlePath). */
  path: string;
  /** What the pager's links keep of the address (`lang=en`), as the screen keeps the whole query. */
  search: URLSearchParams;
}

// A day on China's wall clock, as src/ui/format-date.ts's formatDay shows it.
const dayOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : chinaDateTime(date).slice(0, 10);
};

function pager(t: Translate, { page, size, total }: ArticleListData, search: URLSearchParams) {
  const pages = Math.max(1, Math.ceil(total / size));
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const linkClass = 'rounded border border-slate-300 px-3 py-1 text-blue-900 hover:bg-blue-50';
  return html`${page >= pages && total > 0 ? html`<p class="py-4 text-center text-sm text-slate-600">${t('common.noMore')}</p>` : ''}${pages > 1
    ? html`<nav aria-label="${t('pager.label')}" class="mt-4 flex items-center justify-center gap-3 text-sm">${page > 1 ? html`<a class="${linkClass}" href="${hrefOf(page - 1)}">${t('pager.previous')}</a>` : ''}<span aria-current="page">${t('pager.position', { page: String(page), pages: String(pages) })}</span>${page < pages ? html`<a class="${linkClass}" href="${hrefOf(page + 1)}">${t('pager.next')}</a>` : ''}</nav>`
    : ''}`;
}

/** An empty page past the first (past the list's end): what it is, and the way back to page 1 (decision 120). */
function pastEnd(t: Translate, search: URLSearchParams) {
  const first = new URLSearchParams(search);
  first.set('page', '1');
  return html`<div class="py-6"><p class="text-slate-700">${t('content.pastEnd')}</p><p class="mt-2"><a class="text-blue-900 underline" href="?${first.toString()}">${t('content.toFirstPage')}</a></p></div>`;
}

/** The page's `#root` content: the frame and the list, or the words for an empty one. */
export function articleListPainting(t: Translate, language: Language, list: ArticleListData, { title, nav, path, search }: ArticleListPage): string {
  const items = list.records.length === 0
    ? (list.page > 1 ? pastEnd(t, search) : html`<p class="py-6 text-slate-700">${t('content.noArticles')}</p>`)
    : html`<ul class="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">${list.records.map((article) => html`<li class="p-4"><h2 class="text-lg font-semibold"><a class="text-blue-950 hover:underline" href="${path}/${encodeURIComponent(article.id)}">${article.title}</a></h2>${article.summary ? html`<p class="mt-1 text-slate-700">${article.summary}</p>` : ''}<p class="mt-1 text-sm text-slate-600">${t('content.published')} <time datetime="${article.publishedAt}">${dayOf(article.publishedAt)}</time></p></li>`)}</ul>${pager(t, list, search)}`;
  const screen = html`<section aria-labelledby="article-list-title"><h1 class="mb-4 text-2xl font-bold text-blue-950"><span id="article-list-title">${title}</span></h1>${items}</section>`;
  return paintedFrame(t, language, nav, screen).toString();
}

// The page frame the SPA draws (src/ui/layout.tsx, header.tsx, language-switch.tsx, src/app/shell/session-nav.tsx),
// written again as the server paints it for a visitor (decision 107): the same elements with the same classes, so
// when React draws its own in their place nothing on the screen moves. A reload always starts signed out (spec §1:
// session storage starts empty on every visit), so the visitor's links are the ones React draws too. The footer is
// left out: the main area is a screen tall, so React's footer appears below the fold. Its buttons are disabled: they
// do nothing until React's take their place (a language chosen or a menu opened in between would be lost), and a
// click waits for those; the links work as links.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import { htmlLangOf, type Translate } from './paint-texts.ts';

// The header's navigation (src/ui/header.tsx's mainNav) and their addresses (src/lib/route-paths.ts).
const mainNav = [
  ['index', '/'], ['news', '/news'], ['law', '/law'], ['tourList', '/tour'], ['FAQ', '/faq'],
  ['visaCenter', '/visa-centers'], ['visaInQuery', '/progress'], ['reserve', '/reserve'],
] as const;
export type NavName = (typeof mainNav)[number][0];

const selfNames: Record<Language, string> = { zh: '中文', en: 'English', ko: '한국어' };

const logo = html`<svg viewBox="0 0 48 48" class="size-8 sm:size-10" aria-hidden="true" focusable="false"><rect x="6" y="3" width="30" height="40" rx="4" fill="#1e3a8a"></rect><rect x="10" y="8" width="22" height="3" rx="1.5" fill="#bfdbfe"></rect><circle cx="21" cy="24" r="8" fill="none" stroke="#bfdbfe" stroke-width="2"></circle><path d="M13 24h16M21 16c-3 4-3 12 0 16M21 16c3 4 3 12 0 16" fill="none" stroke="#bfdbfe" stroke-width="1.5"></path><circle cx="35" cy="35" r="10" fill="#fff" stroke="#b91c1c" stroke-width="2.5"></circle><path d="M30.5 35.5l3 3 6-7" fill="none" stroke="#b91c1c" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

function languageSwitch(t: Translate, active: Language) {
  return html`<nav aria-label="${t('language.label')}"><ul class="flex items-center gap-0.5 text-sm">${LANGUAGES.map((language) => html`<li><button type="button" disabled lang="${htmlLangOf[language]}"${language === active ? html` aria-current="true"` : ''} class="${language === active
    ? 'rounded px-1.5 py-1 font-semibold text-blue-900 underline underline-offset-4'
    : 'rounded px-1.5 py-1 text-slate-700 hover:bg-slate-100 hover:text-blue-900'}">${selfNames[language]}</button></li>`)}</ul></nav>`;
}

/** The frame around `main`, with `current` (if the page is in it) marked in the navigation as React Router's NavLink marks it. */
export function paintedFrame(t: Translate, language: Language, current: NavName | undefined, main: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<div class="flex min-h-screen flex-col bg-slate-50 text-slate-900"><a href="#main" class="sr-only z-50 rounded bg-white px-4 py-2 text-blue-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-4">${t('a11y.skipToContent')}</a><header class="border-b border-slate-200 bg-white"><div class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4 py-1.5 sm:py-3"><a class="flex items-center gap-2 rounded text-blue-950 sm:gap-3" href="/">${logo}<span class="flex flex-col"><span class="font-bold leading-tight sm:text-lg">${t('app.title')}</span><span class="hidden text-xs text-slate-600 sm:block">${t('app.subtitle')}</span></span></a><button type="button" disabled aria-expanded="false" aria-controls="site-nav" class="rounded border-2 border-blue-900 px-3 py-1 text-sm font-semibold text-blue-900 sm:hidden">${t('nav.menu')}</button><div class="flex w-full flex-wrap items-center justify-between gap-x-2 whitespace-nowrap sm:w-auto sm:gap-3">${languageSwitch(t, language)}<div class="flex items-center gap-1 sm:gap-3"><a class="rounded px-2 py-1 text-sm font-medium text-blue-900 hover:underline" href="/login">${t('nav.login')}</a><a class="rounded bg-blue-900 px-3 py-1 text-sm font-medium text-white hover:bg-blue-800" href="/register">${t('nav.register')}</a></div></div></div><nav id="site-nav" aria-label="${t('nav.main')}" class="bg-blue-900 sm:block hidden"><ul class="mx-auto flex max-w-6xl flex-wrap px-2">${mainNav.map(([name, path]) => html`<li><a${name === current ? html` aria-current="page"` : ''} class="block px-3 py-2 text-sm text-white hover:bg-blue-800 aria-[current=page]:bg-blue-950 aria-[current=page]:font-semibold" href="${path}">${t(`nav.${name}`)}</a></li>`)}</ul></nav><div role="status" aria-live="polite" aria-atomic="true" class="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"></div></header><main id="main" tabindex="-1" class="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 pb-4 pt-3 outline-none sm:py-6">${main}</main></div>`;
}

/**
 * Without scripts the menu button cannot open the navigation, so a phone shows it open. Scripts on, this element is
 * inert and React's header keeps the navigation behind its button.
 */
export const openNavigationWithoutScripts = '<noscript><style>#site-nav{display:block}</style></noscript>';

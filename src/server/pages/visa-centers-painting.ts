// The visa-center page as the server paints it (decision 107): what src/features/public-services/centers/
// visa-centers-page.tsx and center-lookup.tsx draw once their reads have answered, element for element and class for
// class, so the screen that takes the page over draws the same thing in its place. Every value is escaped (hono/html).
import { html } from 'hono/html';
import type { Language } from '../../domain/constants.ts';
import type { DataOf } from '../http/envelope.ts';
import { paintedFrame } from './painted-frame.ts';
import type { Translate } from './paint-texts.ts';

type Center = DataOf<'listCenters'>[number];
type Post = DataOf<'listEmbassies'>[number];

/** The three reads the screen makes, as their calls answer them. */
export interface VisaCentersData {
  centers: DataOf<'listCenters'>;
  posts: DataOf<'listEmbassies'>;
  provinces: DataOf<'listRegions'>;
}

const link = 'text-blue-900 underline underline-offset-2';
const inputClass = 'mt-1 block w-full max-w-md rounded border-2 border-slate-700 bg-white px-3 py-2 text-base focus:outline-none focus:ring-4 focus:ring-amber-400';

function centerCard(t: Translate, center: Center, post: Post | undefined, provinceNames: string) {
  const rows: [string, unknown][] = [
    [t('public.centers.address'), center.address],
    [t('public.centers.hours'), center.hours],
    [t('public.centers.phone'), html`<a href="tel:${center.phone}" class="${link}">${center.phone}</a>`],
    [t('public.centers.hotline'), html`<a href="tel:${center.hotline}" class="${link}">${center.hotline}</a>`],
    [t('public.centers.email'), html`<a href="mailto:${center.email}" class="break-all ${link}">${center.email}</a>`],
    [t('public.centers.jurisdiction'), post ? t('public.centers.postServes', { post: post.name, provinces: provinceNames }) : ''],
    [t('public.centers.directions'), center.directions || t('public.centers.noDirections')],
  ];
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(center.qrCodeSvg)}`;
  return html`<article id="center-${center.id}" aria-labelledby="center-${center.id}-name" class="mb-6 flex flex-col gap-4 rounded border border-slate-300 bg-white p-4 sm:flex-row"><div class="flex-1"><h3 id="center-${center.id}-name" class="mb-2 text-xl font-bold text-blue-950">${center.name}</h3><dl class="grid grid-cols-1 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">${rows.map(([label, value]) => html`<div class="contents"><dt class="font-semibold text-slate-700">${label}</dt><dd class="mb-2 text-slate-900 sm:mb-0">${value}</dd></div>`)}</dl><p class="mt-3"><a class="${link}" href="/reserve">${t('public.centers.book')}</a></p></div><figure class="text-center"><img src="${qr}" alt="${t('public.centers.qrAlt', { center: center.name })}" width="128" height="128" class="mx-auto border border-slate-200 bg-white"><figcaption class="mt-1 text-sm text-slate-700">${t('public.centers.qrCaption')}</figcaption></figure></article>`;
}

// The lookup as it first shows, nothing chosen, but disabled: until the screen's own takes its place it cannot answer,
// and a province chosen in between would be lost. Without scripts the list below says it all.
function lookup(t: Translate, provinces: VisaCentersData['provinces']) {
  return html`<section aria-labelledby="lookup-heading" class="mb-10 rounded border border-slate-300 bg-slate-50 p-4"><h2 id="lookup-heading" class="mb-3 text-2xl font-bold text-blue-950">${t('public.centers.lookupHeading')}</h2><div class="flex flex-col gap-4 sm:flex-row"><div class="flex-1"><label for="lookup-province" class="block font-semibold text-slate-900">${t('public.centers.province')}</label><select id="lookup-province" disabled class="${inputClass}"><option value="" selected>${t('public.centers.choose')}</option>${provinces.map((region) => html`<option value="${region.code}">${region.name}</option>`)}</select></div><div class="flex-1"><label for="lookup-city" class="block font-semibold text-slate-900">${t('public.centers.city')}</label><select id="lookup-city" disabled class="${inputClass}"><option value="" selected>${t('public.centers.choose')}</option></select></div></div><div role="status" class="mt-4"></div></section>`;
}

/** The page's `#root` content: the frame and the screen with every center and consular post. */
export function visaCentersPainting(t: Translate, language: Language, { centers, posts, provinces }: VisaCentersData): string {
  const nameOf = (code: string) => provinces.find((p) => p.code === code)?.name ?? code;
  const separator = t('public.centers.separator');
  const screen = html`<section class="mx-auto max-w-4xl pb-4 sm:pt-4" aria-labelledby="page-title"><h1 id="page-title" class="mb-6 text-3xl font-bold text-blue-950">${t('route.visaCenter')}</h1><p class="mb-6 text-slate-700">${t('public.centers.intro')}</p>${lookup(t, provinces)}<section aria-labelledby="centers-heading" class="mb-10"><h2 id="centers-heading" class="mb-4 text-2xl font-bold text-blue-950">${t('public.centers.centersHeading')}</h2>${centers.filter((center) => !center.isDefault).map((center) => {
    const post = posts.find((p) => p.id === center.consularPostId);
    return centerCard(t, center, post, (post?.provinceCodes ?? []).map(nameOf).join(separator));
  })}</section><section aria-labelledby="posts-heading"><h2 id="posts-heading" class="mb-4 text-2xl font-bold text-blue-950">${t('public.centers.postsHeading')}</h2><ul class="space-y-4">${posts.map((post) => html`<li class="rounded border border-slate-300 bg-white p-4"><h3 class="text-lg font-semibold text-slate-900">${post.name}</h3><p>${post.address}</p><p>${t('public.centers.phone')}${t('public.centers.colon')}<a href="tel:${post.phone}" class="${link}">${post.phone}</a></p><p class="text-sm text-slate-700">${t('public.centers.jurisdiction')}${t('public.centers.colon')}${post.provinceCodes.map(nameOf).join(separator)}</p></li>`)}</ul></section></section>`;
  return paintedFrame(t, language, 'visaCenter', screen).toString();
}

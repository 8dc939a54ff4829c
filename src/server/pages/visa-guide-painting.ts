// The visa guide's questions as the server paints them (decision 113): what src/features/guide/guide-page.tsx and
// guide-questions.tsx draw with nothing answered, element for element and class for class, so the screen that takes
// the page over draws the same thing in its place. The guide reads nothing to ask its questions: they are the
// domain's and the texts'. The choices and the button are disabled until then: a choice made in between would be lost
// when React's form takes their place, and without scripts the form has no answer to give. Every value is escaped.
import { html } from 'hono/html';
import type { Language } from '../../domain/constants.ts';
import { GUIDE_NATIONALITIES, GUIDE_PURPOSES, GUIDE_STAYS, GUIDE_VISITS } from '../../domain/visa-guide.ts';
import { paintedFrame } from './painted-frame.ts';
import type { Translate } from './paint-texts.ts';

const QUESTIONS = [['purpose', GUIDE_PURPOSES], ['stay', GUIDE_STAYS], ['nationality', GUIDE_NATIONALITIES], ['visits', GUIDE_VISITS]] as const;
const idOf = (question: string) => `guide-${question}`;

/** The page's `#root` content: the frame, the guide's heading and its four questions, unanswered. */
export function visaGuidePainting(t: Translate, language: Language): string {
  const text = (key: string) => t(`guide.${key}`);
  const questions = QUESTIONS.map(([question, options]) => html`<fieldset class="mb-6 " aria-describedby="${idOf(question)}-hint"><legend class="mb-1 text-lg font-semibold text-slate-900">${text(`${question}.legend`)}</legend><p id="${idOf(question)}-hint" class="mb-2 text-sm text-slate-700">${text(`${question}.hint`)}</p><div class="space-y-2">${(options as readonly string[]).map((option, index) => {
    const id = index === 0 ? idOf(question) : `${idOf(question)}-${option}`;
    return html`<div class="flex items-start gap-3"><input id="${id}" type="radio" name="${question}" value="${option}" disabled class="mt-1 h-5 w-5 shrink-0 accent-blue-900"><label for="${id}" class="text-slate-900">${text(`${question}.${option}`)}</label></div>`;
  })}</div></fieldset>`);
  const screen = html`<section class="mx-auto max-w-2xl py-4" aria-labelledby="page-title"><h1 id="page-title" class="mb-2 text-3xl font-bold text-blue-950">${t('home.visaGuide')}</h1><p class="mb-6 text-slate-700">${text('intro')}</p><form novalidate>${questions}<button type="submit" disabled class="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400">${text('submit')}</button></form></section>`;
  return paintedFrame(t, language, undefined, screen).toString();
}

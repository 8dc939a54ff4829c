import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { useDocumentText } from './strings';

// Every documents step: the back link (the machine's back, never a navigation), one heading, the intro, and at the
// foot the way back to the applicant list.
export function StepFrame({ screenActor, title, intro, children }: { screenActor: AnyActorRef; title: string; intro?: ReactNode; children: ReactNode }) {
  const { text } = useDocumentText();
  return (
    <section className="mx-auto max-w-2xl py-4" aria-labelledby="step-title">
      <button
        type="button"
        onClick={() => screenActor.send({ type: 'nav.back' })}
        className="mb-4 inline-flex items-center gap-1 text-blue-900 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
      >
        <span aria-hidden="true">‹</span>
        {text('back')}
      </button>
      <p className="text-lg text-slate-600">{text('caption')}</p>
      <h1 id="step-title" className="mb-4 text-3xl font-bold text-blue-950">{title}</h1>
      {intro ? <div className="mb-6 text-slate-800">{intro}</div> : null}
      {children}
      {/* Leaving mid-way keeps every step already saved; the task list shows the applicant as in progress. */}
      <p className="mt-8 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={() => screenActor.send({ type: 'applicant.closed' })}
          className="text-blue-900 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
        >
          {text('toApplicants')}
        </button>
      </p>
    </section>
  );
}

export function ContinueButton({ busy = false }: { busy?: boolean }) {
  const { text } = useDocumentText();
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      {text('continue')}
    </button>
  );
}

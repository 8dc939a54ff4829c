import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { BackLink, WaitingBackLink } from '../../../ui/form/back-link';

// The page around every step of one applicant (documents and form steps): the machine's back link, where the
// step stands (caption), one heading, the step, and at the foot the way back to the applicant list. Leaving
// mid-way keeps every step already saved; the task list shows the applicant as in progress.
// `busy`: the step's heading is shown while its screen loads (step-headings.tsx), as FormPage's is. Without a
// `screenActor` (a step's heading from its address, before the host's code is here: flow-loading.tsx) the back link and
// the way back are in their places, not yet working.
export function ApplicantStepFrame({ screenActor, caption, title, backLabel, leaveLabel, busy = false, children }: {
  screenActor?: AnyActorRef; caption: string; title: string; backLabel: string; leaveLabel: string; busy?: boolean; children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl pb-4 sm:pt-4" aria-labelledby="step-title" aria-busy={busy || undefined}>
      {screenActor ? <BackLink screenActor={screenActor} label={backLabel} /> : <WaitingBackLink label={backLabel} />}
      <p className="text-lg text-slate-600">{caption}</p>
      <h1 id="step-title" className="mb-4 text-3xl font-bold text-blue-950">{title}</h1>
      {children}
      <p className="mt-8 border-t border-slate-200 pt-4">
        <button
          type="button"
          disabled={!screenActor}
          onClick={() => screenActor?.send({ type: 'applicant.closed' })}
          className="text-blue-900 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
        >
          {leaveLabel}
        </button>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { ApplicantStepFrame } from '../applicants/applicant-step-frame';
import { useDocumentText } from './strings';

// Every documents step: the applicant's step frame with the documents' caption and an intro under the heading.
export function StepFrame({ screenActor, title, intro, children }: { screenActor: AnyActorRef; title: string; intro?: ReactNode; children: ReactNode }) {
  const { text } = useDocumentText();
  return (
    <ApplicantStepFrame screenActor={screenActor} caption={text('caption')} title={title} backLabel={text('back')} leaveLabel={text('toApplicants')}>
      {intro ? <div className="mb-6 text-slate-800">{intro}</div> : null}
      {children}
    </ApplicantStepFrame>
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

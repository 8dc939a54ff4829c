import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { loadFormStepStrings } from '../form-steps/strings';
import { loadDocumentStrings } from '../documents/strings';
import { FlowPage } from '../flow/flow-page';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { CancelApplication } from '../shared/cancel-application';
import { BackLink } from '../../../ui/form/back-link';
import { answerSections } from './answers';
import { loadConfirmStrings, useConfirmText } from './strings';

export const ready = Promise.all([loadConfirmStrings(), loadDocumentStrings(), loadFormStepStrings()]);

const linkLook = 'text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400';

// Route confirmApply (spec §4 step 8): every applicant's answers by section, a change link per section while the
// machine still takes changes, the plain warning that nothing changes after submission, submit, and cancel
// behind a confirmation. States confirming.reviewing and confirming.submitting (busy).
export function ConfirmApplyScreen({ actor, screenActor, screen }: FlowScreenProps) {
  const text = useConfirmText();
  const { t } = useTranslation();
  const applicants = useSelector(actor, (snapshot) => snapshot.context.applicants);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const canChange = useSelector(screenActor, (snapshot: AnyMachineSnapshot) =>
    snapshot.can({ type: 'applicant.changeRequested', applicantId: applicants[0]?.applicantId ?? '', step: 'passport' }));
  const busy = screen.step === 'submitting';
  const failureRef = useRef<HTMLDivElement>(null);
  const shownFailure = busy ? null : failure;
  useEffect(() => {
    if (shownFailure) failureRef.current?.focus();
  }, [shownFailure]);

  return (
    <FlowPage>
      <BackLink screenActor={screenActor} label={text('back')} />
      {shownFailure ? (
        <div ref={failureRef} tabIndex={-1} role="alert" className="mb-6 rounded border-4 border-red-700 bg-white p-4 font-semibold text-red-800 outline-none focus:ring-4 focus:ring-amber-400">
          {text('failed', { reason: shownFailure })}
        </div>
      ) : null}
      <p className="mb-6 text-slate-800">{text('intro')}</p>
      {applicants.map((applicant) => (
        <section key={applicant.applicantId} aria-labelledby={`review-${applicant.applicantId}`} className="mb-10">
          <h2 id={`review-${applicant.applicantId}`} className="mb-4 border-b-2 border-blue-950 pb-1 text-2xl font-bold text-blue-950">
            {text('applicant', { name: applicant.name })}
          </h2>
          {answerSections(t, applicant.data).map((section) => (
            <div key={section.step} className="mb-6">
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{section.title}</h3>
                {canChange ? (
                  <button
                    type="button"
                    className={linkLook}
                    aria-label={text('changeLabel', { name: applicant.name, section: section.title })}
                    onClick={() => screenActor.send({ type: 'applicant.changeRequested', applicantId: applicant.applicantId, step: section.step })}
                  >
                    {text('change')}
                  </button>
                ) : null}
              </div>
              <dl className="divide-y divide-slate-200 border-y border-slate-200">
                {section.rows.length ? section.rows.map((row, index) => (
                  <div key={`${row.label}-${index}`} className="grid gap-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
                    <dt className="font-medium text-slate-700">{row.label}</dt>
                    <dd className="break-words text-slate-900">{row.value}</dd>
                  </div>
                )) : (
                  <div className="py-2"><dt className="sr-only">{section.title}</dt><dd className="text-slate-700">{text('nothing')}</dd></div>
                )}
              </dl>
            </div>
          ))}
        </section>
      ))}

      <div className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
        <h2 className="font-bold">{text('warningTitle')}</h2>
        <p>{text('warning')}</p>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          disabled={busy}
          aria-disabled={busy || undefined}
          onClick={() => screenActor.send({ type: 'application.submitted' })}
          className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70"
        >
          {busy ? text('submitting') : text('submit')}
        </button>
      </div>
      {busy ? <p role="status" className="sr-only">{text('submitting')}</p> : null}
      <CancelApplication
        screenActor={screenActor} hidden={busy} className="mt-6"
        texts={{ cancel: text('cancel'), question: text('cancelQuestion'), confirm: text('cancelConfirm'), keep: text('cancelKeep') }}
      />
    </FlowPage>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_STEPS, type FormStep } from '../../../../machines/application/applicant-data';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { Notice, SubmitButton } from '../../../ui/form/form-page';
import { messageOf } from '../../../ui/form/messages';
import type { SummaryItem } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/screen-registry';
import { errorItems } from './error-items';
import { StepFormContext, idOf } from './step-form-context';
import { useFormStepText } from './strings';
import type { FormValues } from './step-values';

// The page around every form step (GOV.UK habits, STYLE.md): back link, "Step n of 6", one heading, the
// error summary at the top after a failed submit (focused, linking to each field), the fields,
// "Save and continue", and at the foot the way back to the applicant list.
export function StepFrame({ step, props, form, template, prefilled, applicantName, section, before, onValid, children }: {
  step: FormStep;
  props: FlowScreenProps;
  form: UseFormReturn<FieldValues>;
  template: FormValues;
  prefilled: boolean;
  applicantName?: string;
  /** The labels' section (see StepFormContext). */
  section: string;
  /** What stands between the heading and the form (the offer to reuse an earlier application). */
  before?: ReactNode;
  /** Answers false when the server refused the step (its messages are on the form by then). */
  onValid: (data: FieldValues) => Promise<boolean>;
  children: ReactNode;
}) {
  const text = useFormStepText();
  const idPrefix = `step-${step}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const focusPending = useRef(false);
  useEffect(() => {
    // The errors are published a render after onInvalid: focus the summary once it exists.
    if (focusPending.current && summaryRef.current) {
      focusPending.current = false;
      summaryRef.current.focus();
    }
  });
  const onInvalid = () => {
    focusPending.current = true;
    setShown(true);
  };
  const items: SummaryItem[] = shown
    ? errorItems(form.formState.errors, template).map((item) => ({ field: item.path, message: messageOf(item.message) }))
    : [];
  const serverMessage = form.formState.errors.root?.server?.message;
  if (shown && serverMessage) items.unshift({ message: serverMessage });
  const current = FORM_STEPS.indexOf(step) + 1;

  return (
    <section className="mx-auto max-w-2xl py-4" aria-labelledby="step-title">
      <button
        type="button"
        onClick={() => props.screenActor.send({ type: 'nav.back' })}
        className="mb-4 text-blue-900 underline underline-offset-2 before:mr-1 before:content-['‹']"
      >
        {text('back')}
      </button>
      <p className="text-lg text-slate-600">{text('progress', { current, total: FORM_STEPS.length })}</p>
      <h1 id="step-title" className="mb-2 text-3xl font-bold text-blue-950">{text(`title.${step}`)}</h1>
      {applicantName ? <p className="mb-6 text-slate-700">{text('applicant', { name: applicantName })}</p> : null}
      {prefilled ? <Notice>{text('prefilled')}</Notice> : null}
      {before}
      <form noValidate onSubmit={(event) => void form.handleSubmit(async (data) => (await onValid(data)) || onInvalid(), onInvalid)(event)}>
        <ErrorSummary items={items} idOf={(field) => idOf(idPrefix, field)} summaryRef={summaryRef} />
        <StepFormContext.Provider value={{ form, idPrefix, section }}>{children}</StepFormContext.Provider>
        <p className="mb-4 text-sm text-slate-600">{text('keptNote')}</p>
        <SubmitButton busy={form.formState.isSubmitting}>{text('saveContinue')}</SubmitButton>
      </form>
      {/* Leaving mid-way keeps the steps already saved, and this step's typing stays on the device. */}
      <p className="mt-8 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={() => props.screenActor.send({ type: 'applicant.closed' })}
          className="text-blue-900 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
        >
          {text('toApplicants')}
        </button>
      </p>
    </section>
  );
}

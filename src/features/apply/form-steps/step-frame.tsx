import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_STEPS, type FormStep } from '../../../../machines/application/applicant-data';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { Notice, SubmitButton } from '../../../ui/form/form-page';
import { messageOf } from '../../../ui/form/messages';
import type { SummaryItem } from '../../../ui/form/use-form-errors';
import { ApplicantStepFrame } from '../applicants/applicant-step-frame';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { errorItems } from './error-items';
import { StepFormContext, idOf } from './step-form-context';
import { useFormStepText } from './strings';
import type { FormValues } from './step-values';

// The page around every form step (GOV.UK habits, STYLE.md), inside the applicant's step frame ("Step n of 6" as its
// caption): the error summary at the top after a failed submit (focused, linking to each field), the fields and
// "Save and continue".
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
    <ApplicantStepFrame
      screenActor={props.screenActor}
      caption={text('progress', { current, total: FORM_STEPS.length })}
      title={text(`title.${step}`)}
      backLabel={text('back')}
      leaveLabel={text('toApplicants')}
    >
      {applicantName ? <p className="mb-6 text-slate-700">{text('applicant', { name: applicantName })}</p> : null}
      {prefilled ? <Notice>{text('prefilled')}</Notice> : null}
      {before}
      <form noValidate onSubmit={(event) => void form.handleSubmit(async (data) => (await onValid(data)) || onInvalid(), onInvalid)(event)}>
        <ErrorSummary items={items} idOf={(field) => idOf(idPrefix, field)} summaryRef={summaryRef} />
        <StepFormContext.Provider value={{ form, idPrefix, section }}>{children}</StepFormContext.Provider>
        <p className="mb-4 text-sm text-slate-600">{text('keptNote')}</p>
        <SubmitButton busy={form.formState.isSubmitting}>{text('saveContinue')}</SubmitButton>
      </form>
    </ApplicantStepFrame>
  );
}

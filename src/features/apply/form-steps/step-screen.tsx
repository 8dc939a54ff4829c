import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApplicantContext } from '../../../../machines/application/applicant.machine';
import { EarlierAnswersOffer } from './earlier-answers-offer';
import { isStepDone, type FormStep } from '../../../../machines/application/applicant-data';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** A form step's screen: the step's form in its frame; `section` names the labels (see StepFormContext). */
export function StepScreen({ step, props, section = step, children }: { step: FormStep; props: FlowScreenProps; section?: string; children: ReactNode }) {
  const { form, finish, prefilled, template, data } = useStepForm(step, props);
  const passport = data.sections.passport ?? data.recognised;
  const name = passport ? `${String(passport.surnameZh ?? '')}${String(passport.nameZh ?? '')}`.trim() : '';
  const [search] = useSearchParams();
  const { applicantId } = props.screenActor.getSnapshot().context as ApplicantContext;
  // The offer to reuse an earlier application stands on the first step only, before anything of it is saved.
  const offer = step === 'personal' && !isStepDone(data, 'personal')
    ? <EarlierAnswersOffer data={data} draftId={search.get('draft')} applicantId={applicantId} form={form} />
    : null;
  return (
    <StepFrame step={step} props={props} form={form} template={template} prefilled={prefilled} applicantName={name || undefined} section={section} before={offer} onValid={finish}>
      {children}
    </StepFrame>
  );
}

import type { ReactNode } from 'react';
import type { FormStep } from '../../../../machines/application/applicant-data';
import type { FlowScreenProps } from '../flow/screen-registry';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** A form step's screen: the step's form in its frame; `section` names the labels (see StepFormContext). */
export function StepScreen({ step, props, section = step, children }: { step: FormStep; props: FlowScreenProps; section?: string; children: ReactNode }) {
  const { form, finish, prefilled, template, data } = useStepForm(step, props);
  const passport = data.passport ?? data.recognised;
  const name = passport ? `${String(passport.surnameZh ?? '')}${String(passport.nameZh ?? '')}`.trim() : '';
  return (
    <StepFrame step={step} props={props} form={form} template={template} prefilled={prefilled} applicantName={name || undefined} section={section} onValid={finish}>
      {children}
    </StepFrame>
  );
}

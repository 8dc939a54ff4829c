import type { AnyActorRef } from 'xstate';
import { FORM_STEPS, type FormStep } from '../../../../machines/application/applicant-data';
import { Loading } from '../../../ui/query-states';
import { ApplicantStepFrame } from '../applicants/applicant-step-frame';
import { useFormStepText } from './strings';

/**
 * A form step while its screen loads: the caption ("Step n of 6") and heading its frame opens on (step-frame.tsx),
 * busy, with the loading line where the form will be. It needs only the form steps' texts, not the form library.
 * An unknown step is the first, as apply-info-screen.tsx shows it.
 */
export function FormStepHeading({ screenActor, step }: { screenActor?: AnyActorRef; step?: string }) {
  const text = useFormStepText();
  const shown: FormStep = FORM_STEPS.includes(step as FormStep) ? (step as FormStep) : 'personal';
  return (
    <ApplicantStepFrame
      screenActor={screenActor}
      caption={text('progress', { current: FORM_STEPS.indexOf(shown) + 1, total: FORM_STEPS.length })}
      title={text(`title.${shown}`)}
      backLabel={text('back')}
      leaveLabel={text('toApplicants')}
      busy
    >
      <Loading />
    </ApplicantStepFrame>
  );
}

/**
 * The form step the address names (`step=personal`), before the host's code is here to say which one the applicant is
 * on (flow-loading.tsx, decision 131): the same caption and heading, back link and way back not yet working.
 */
export function formHeadingOfAddress(step: string | null) {
  return FORM_STEPS.includes(step as FormStep) ? <FormStepHeading step={step as FormStep} /> : null;
}

import type { ComponentType } from 'react';
import type { FormStep } from '../../../../machines/application/applicant-data';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { ContactScreen } from './contact-screen';
import { EducationJobScreen } from './education-job-screen';
import { FamilyScreen } from './family-screen';
import { InvitationCostHelperScreen } from './invitation-cost-helper-screen';
import { PersonalScreen } from './personal-screen';
import { VisitScreen } from './visit-screen';

// The route saveApplyInfo shows one of the six form steps; the applicant machine's step says which.
const steps: Record<FormStep, ComponentType<FlowScreenProps>> = {
  personal: PersonalScreen,
  contact: ContactScreen,
  family: FamilyScreen,
  educationJob: EducationJobScreen,
  visit: VisitScreen,
  invitationCostHelper: InvitationCostHelperScreen,
};

export function ApplyInfoScreen(props: FlowScreenProps) {
  const Step = steps[props.screen.step as FormStep] ?? PersonalScreen;
  // Keyed by step: a new step is a new form, never the previous step's values.
  return <Step key={props.screen.step} {...props} />;
}

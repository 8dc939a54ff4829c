import type { FlowScreenProps } from '../flow/flow-screen-props';
import { BankCardStep } from './bank-card-step';
import { BirthCertificateStep, IdCardStep } from './identity-steps';
import { PassportReviewStep, PassportUploadStep } from './passport-steps';
import { PhotoStep } from './photo-step';

const steps = {
  passport: PassportUploadStep,
  passportReview: PassportReviewStep,
  idCard: IdCardStep,
  birthCertificate: BirthCertificateStep,
  photo: PhotoStep,
  bankCard: BankCardStep,
} as const;

// The documents route (saveBasicInfo): the applicant machine's step decides which screen shows. Each step is
// keyed, so its uploads and form start fresh whenever the step changes.
export function DocumentsScreen(props: FlowScreenProps) {
  const Step = steps[props.screen.step as keyof typeof steps] ?? PassportUploadStep;
  return <Step key={props.screen.step} {...props} />;
}

import type { FlowScreenProps } from '../flow/flow-screen-props';
import { Field, Section } from './fields';
import { StepScreen } from './step-screen';
import { useFormStepText } from './strings';

// Step 2 of 6: addresses, phones, e-mail and the emergency contact (prefilled from the ID card and from an
// earlier applicant of the order). The landline is the one optional field.
export function ContactScreen(props: FlowScreenProps) {
  const text = useFormStepText();
  return (
    <StepScreen step="contact" props={props}>
      <Field name="address" />
      <Field name="nowAddress" />
      <Field name="mobile" kind="phone" />
      <Field name="telephone" kind="phone" optional />
      <Field name="email" kind="email" />
      <Section title={text('section.emergency')}>
        <Field name="contactName" />
        <Field name="contactGivenName" />
        <Field name="contactMobile" kind="phone" />
        <Field name="contactNationValue" />
        <Field name="contactRelationValue" />
      </Section>
    </StepScreen>
  );
}

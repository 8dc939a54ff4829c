import { EDUCATION_LEVELS, EMPLOYED_OCCUPATIONS, OCCUPATIONS, SCHOOLED_EDUCATION } from '../../../domain/applicant-forms';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { Choice, Field, FollowUps, Section } from './fields';
import { useStepFormParts } from './step-form-context';
import { StepScreen } from './step-screen';
import { useFormStepText } from './strings';

// Step 4 of 6: education and occupation; the school, the employer or a description follow the choice
// (decision 011: employer details for the employed, school for a student, nothing for retired or unemployed).
export function EducationJobScreen(props: FlowScreenProps) {
  const text = useFormStepText();
  return (
    <StepScreen step="educationJob" props={props}>
      <Section title={text('section.education')}>
        <Choice name="education" options={EDUCATION_LEVELS} list="education" />
        <EducationDetails />
      </Section>
      <Section title={text('section.occupation')}>
        <Choice name="occupation" options={OCCUPATIONS} list="occupation" />
        <OccupationDetails />
      </Section>
    </StepScreen>
  );
}

const among = (values: readonly string[], value: unknown) => values.includes(value as string);

function EducationDetails() {
  const education = useStepFormParts().form.watch('education') as string;
  if (education === 'other') return <FollowUps><Field name="educationDescription" /></FollowUps>;
  if (!among(SCHOOLED_EDUCATION, education)) return null;
  return (
    <FollowUps>
      <Field name="universityName" />
      <Field name="universityPlace" />
    </FollowUps>
  );
}

function OccupationDetails() {
  const occupation = useStepFormParts().form.watch('occupation') as string;
  if (occupation === 'other') return <FollowUps><Field name="occupationDescription" /></FollowUps>;
  if (occupation === 'student') {
    return (
      <FollowUps>
        <Field name="organizationName" />
        <Field name="organizationAddress" />
      </FollowUps>
    );
  }
  if (!among(EMPLOYED_OCCUPATIONS, occupation)) return null;
  return (
    <FollowUps>
      <Field name="organizationName" />
      <Field name="organizationPosition" />
      <Field name="organizationAddress" />
      <Field name="organizationPhone" kind="phone" />
    </FollowUps>
  );
}

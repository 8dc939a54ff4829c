import { MARITAL_STATUSES } from '../../../domain/applicant-forms';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { Choice, Field, FollowUps, YesNo } from './fields';
import { useStepFormParts } from './step-form-context';
import { StepScreen } from './step-screen';

// Step 3 of 6: marital status (a married applicant gives the spouse's details) and children.
export function FamilyScreen(props: FlowScreenProps) {
  return (
    <StepScreen step="family" props={props}>
      <Choice name="marital" options={MARITAL_STATUSES} list="marital" />
      <Spouse />
      <YesNo name="haveChild">
        <Field name="childrenCount" kind="number" />
      </YesNo>
    </StepScreen>
  );
}

function Spouse() {
  const { form } = useStepFormParts();
  if (form.watch('marital') !== 'married') return null;
  return (
    <FollowUps>
      <Field name="spouseSurname" />
      <Field name="spouseName" />
      <Field name="spouseBirthDate" kind="date" />
      <Field name="spouseNationality" />
      <Field name="spouseMobile" kind="phone" />
      <Field name="spouseAddress" />
    </FollowUps>
  );
}

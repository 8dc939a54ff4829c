import { OTHER_PASSPORT_TYPES } from '../../../domain/applicant-forms';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { Choice, Field, YesNo } from './fields';
import { StepScreen } from './step-screen';

// Step 1 of 6: other names, another nationality, another passport; each asks its details on yes.
export function PersonalScreen(props: FlowScreenProps) {
  return (
    <StepScreen step="personal" props={props}>
      <YesNo name="usedOtherName">
        <Field name="otherSurname" />
        <Field name="otherName" />
      </YesNo>
      <YesNo name="holdOtherCountry">
        <Field name="orderNationality" />
      </YesNo>
      <YesNo name="holdOtherPassport">
        <Choice name="otherPassportType" options={OTHER_PASSPORT_TYPES} list="otherPassportType" />
        <Field name="otherPassportNum" />
        <Field name="otherIssuancePlace" />
        <Field name="otherIssuancePeriod" kind="date" />
        <Field name="otherIssuanceOrg" />
      </YesNo>
    </StepScreen>
  );
}

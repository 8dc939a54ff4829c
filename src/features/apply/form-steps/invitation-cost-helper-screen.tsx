import { COST_PAYERS } from '../../../domain/invitation-form';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { Choice, Field, FollowUps, Section, YesNo } from './fields';
import { useStepFormParts } from './step-form-context';
import { StepScreen } from './step-screen';
import { useFormStepText } from './strings';

// Step 6 of 6: three contract sections on one page (invitation, cost, helper); field names carry their
// section, so the labels do too.
export function InvitationCostHelperScreen(props: FlowScreenProps) {
  const text = useFormStepText();
  return (
    <StepScreen step="invitationCostHelper" props={props} section="">
      <Section title={text('section.invitation')}>
        <YesNo name="invitation.haveInvited">
          <Field name="invitation.invitedName" />
          <Field name="invitation.invitedInfo" />
          <Field name="invitation.invitedAddress" />
          <Field name="invitation.invitedContact" kind="phone" />
          <Field name="invitation.invitedRelationship" />
        </YesNo>
      </Section>
      <Section title={text('section.cost')}>
        <Choice name="cost.costPayer" options={COST_PAYERS} list="costPayer" />
        <Payer />
        <Field name="cost.cost" kind="number" />
      </Section>
      <Section title={text('section.helper')}>
        <YesNo name="helper.haveHelper">
          <Field name="helper.helperName" />
          <Field name="helper.helperBirthDate" kind="date" />
          <Field name="helper.helperContact" kind="phone" />
          <Field name="helper.helperRelationship" />
        </YesNo>
      </Section>
    </StepScreen>
  );
}

/** Someone other than the applicant pays: who, how related, what support, and a phone. */
function Payer() {
  const payer = useStepFormParts().form.watch('cost.costPayer') as string;
  if (payer !== 'inviter' && payer !== 'other') return null;
  return (
    <FollowUps>
      <Field name="cost.payerName" />
      <Field name="cost.payerRelationship" />
      <Field name="cost.payType" />
      <Field name="cost.payerPhone" kind="phone" />
    </FollowUps>
  );
}

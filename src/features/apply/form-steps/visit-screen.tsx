import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { STAY_TIERS } from '../../../domain/constants';
import { stayDaysAfter, type StayDates } from '../../../domain/prefill-rules';
import { KOREA_FAMILY_RELATIONSHIPS, PURPOSES } from '../../../domain/visit-form';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { Choice, Field, FollowUps, Section, Select, YesNo } from './fields';
import { KoreaAddressSearch } from './korea-address-search';
import { RepeatingList } from './repeating-list';
import { useStepFormParts } from './step-form-context';
import { StepScreen } from './step-screen';
import { companionTemplate, koreaFamilyTemplate, otherCountryTemplate, visitPeriodTemplate } from './step-templates';
import { useFormStepText } from './strings';

// Step 5 of 6: the trip (purpose, stay, dates, where in Korea), who travels along, earlier travel of the
// past five years, and family in Korea. Each list appears on yes, with one item to start.
export function VisitScreen(props: FlowScreenProps) {
  const text = useFormStepText();
  return (
    <StepScreen step="visit" props={props}>
      <Section title={text('section.stay')}>
        <Select name="purpose" options={PURPOSES} list="purpose" />
        <PurposeOther />
        <Choice name="stayTier" options={STAY_TIERS} list="stayTier" />
        <Field name="entryDate" kind="date" />
        <Departure />
        <Field name="koreaMobile" kind="phone" optional />
        <Field name="koreaAddress" />
        <KoreaAddressSearch name="koreaAddress" />
      </Section>
      <YesNo name="haveCompanion">
        <RepeatingList name="companions" item={companionTemplate} titleKey="list.companions" addKey="list.addCompanions">
          {(base) => (
            <>
              <Field name={`${base}.surname`} />
              <Field name={`${base}.name`} />
              <Field name={`${base}.birthDate`} kind="date" />
              <Field name={`${base}.nationality`} />
              <Field name={`${base}.relationship`} />
            </>
          )}
        </RepeatingList>
      </YesNo>
      <Section title={text('section.history')}>
        <YesNo name="visitedValue">
          <Field name="visitedTimes" kind="number" />
          <Field name="visitedPurpose" />
          <RepeatingList name="visits" item={visitPeriodTemplate} titleKey="list.visits" addKey="list.addVisits">
            {(base) => (
              <>
                <Field name={`${base}.dateStart`} kind="date" />
                <Field name={`${base}.dateEnd`} kind="date" />
              </>
            )}
          </RepeatingList>
        </YesNo>
        <YesNo name="hadVisitedOther">
          <RepeatingList name="otherCountries" item={otherCountryTemplate} titleKey="list.otherCountries" addKey="list.addOtherCountries">
            {(base) => (
              <>
                <Field name={`${base}.countryName`} />
                <Field name={`${base}.visitedPurpose`} />
                <Field name={`${base}.dateStart`} kind="date" />
                <Field name={`${base}.dateEnd`} kind="date" />
              </>
            )}
          </RepeatingList>
        </YesNo>
      </Section>
      <YesNo name="haveInKorea">
        <RepeatingList name="koreaFamily" item={koreaFamilyTemplate} titleKey="list.koreaFamily" addKey="list.addKoreaFamily">
          {(base) => (
            <>
              <Field name={`${base}.familyName`} />
              <Field name={`${base}.familyBirthDate`} kind="date" />
              <Field name={`${base}.familyCountry`} />
              <Select name={`${base}.familyRelationship`} options={KOREA_FAMILY_RELATIONSHIPS} list="familyRelationship" />
            </>
          )}
        </RepeatingList>
      </YesNo>
    </StepScreen>
  );
}

function PurposeOther() {
  const { form } = useStepFormParts();
  return form.watch('purpose') === 'other' ? <FollowUps><Field name="purposeOther" /></FollowUps> : null;
}

/** No departure date or days for a permanent stay. */
function Departure() {
  const { form } = useStepFormParts();
  if (form.watch('stayTier') === 'permanent') return null;
  return (
    <>
      <Field name="departureDate" kind="date" />
      <Field name="days" kind="number" />
      <StayDaysFromDates />
    </>
  );
}

/**
 * Fills the days of stay from the dates (stayDaysAfter): when the step opens with both dates and no days, and
 * each time a date changes. Days typed afterwards stay, the field remains editable.
 */
function StayDaysFromDates() {
  const { form } = useStepFormParts();
  const [entryDate, departureDate] = useWatch({ control: form.control, name: ['entryDate', 'departureDate'] });
  const previous = useRef<StayDates | null>(null);
  useEffect(() => {
    const next = { entryDate, departureDate };
    const days = stayDaysAfter(previous.current, next, form.getValues('days'));
    previous.current = next;
    if (days !== undefined) form.setValue('days', String(days), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [entryDate, departureDate, form]);
  return null;
}

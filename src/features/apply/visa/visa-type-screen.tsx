import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { VISA_GUIDE_PATH } from '../../../lib/route-paths';
import { getStoredCenterId } from '../../../lib/session';
import { PURPOSES } from '../../../domain/visit-purposes';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { FlowPage } from '../flow/flow-page';
import { fieldError } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { useCenterForLocation, useOrderCenters, useRegions, useVisaTypes, type Purpose } from './api/reference';
import { BackLink } from '../../../ui/form/back-link';
import { ListState } from '../../../ui/form/list-state';
import { RadioGroup } from '../../../ui/form/radio-group';
import { SelectField } from '../../../ui/form/select-field';
import { readTyped, useKeepTyping, useKeptStart, writeTyped } from '../../../ui/form/kept-typing';
import { memoryAndEntryStore } from '../../../ui/form/kept-typing-per-application';
import { loadVisaStrings, useVisaText } from './strings';
import { lazyZodResolver, useRulesAfterShowing } from '../../../ui/form/lazy-resolver';
import { guideProductOf, visaTypeDefaults, withGuideChoice, type VisaTypeValues } from './visa-type-values';
import { registerFlowMessages } from '../flow/register-flow-messages';

export const ready = loadVisaStrings();

// The rules (and zod) load once the screen has shown, or at the first check if that comes sooner; the first step's
// check can come before the host has asked for the flow's messages, so it waits for them too.
const loadRules = () => Promise.all([import('./visa-choice-form'), registerFlowMessages()]).then(([rules]) => rules);
const visaTypeRules = lazyZodResolver<VisaTypeValues>(() => loadRules().then((rules) => rules.visaTypeFormSchema));

const fields = ['mode', 'centerId', 'provinceCode', 'locationValue', 'purpose', 'visaTypeValue'] as const;

// Route choiceVisaType: where to apply (a center, or the city it is found from), the purpose, the visa type.
export function VisaTypeScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useVisaText();
  const previous = useSelector(actor, (snapshot) => snapshot.context.visaType);
  const chosenProduct = useSelector(actor, (snapshot) => snapshot.context.product);
  const [search] = useSearchParams();
  // Read once: the first save replaces the address (?draft=) before the person continues.
  const [guideSearch] = useState(() => (previous ? null : new URLSearchParams(search)));
  useRulesAfterShowing(visaTypeRules);
  const form = useForm<VisaTypeValues>({
    resolver: visaTypeRules,
    shouldFocusError: false,
    // The visa guide's recommendation (decisions 040, 086) arrives as ?purpose=&visaType=&product= and only fills a new choice.
    defaultValues: useKeptStart(memoryAndEntryStore(actor), 'choiceVisaType', () => withGuideChoice(visaTypeDefaults(previous, getStoredCenterId()), guideSearch)),
  });
  const forgetTyped = useKeepTyping(form, 'choiceVisaType', memoryAndEntryStore(actor));
  const errors = useFormErrors(form, fields, 'visa-type');
  const [mode, provinceCode, locationValue, purpose] = useWatch({ control: form.control, name: ['mode', 'provinceCode', 'locationValue', 'purpose'] });

  const centers = useOrderCenters();
  const provinces = useRegions(null, mode === 'location');
  const cities = useRegions(provinceCode || null, mode === 'location' && provinceCode !== '');
  const locationCenter = useCenterForLocation(mode === 'location' && locationValue ? locationValue : null);
  const chosenPurpose = (PURPOSES as readonly string[]).includes(purpose) ? (purpose as Purpose) : null;
  const visaTypes = useVisaTypes(chosenPurpose);

  // Messages about the other way of choosing no longer apply once the way changes.
  useEffect(() => {
    form.clearErrors(['centerId', 'provinceCode', 'locationValue']);
  }, [form, mode]);
  // A city belongs to one province: a new province empties the city, a new purpose the visa type.
  useEffect(() => {
    const current = form.getValues('locationValue');
    if (current && provinceCode && current.slice(0, 2) !== provinceCode.slice(0, 2)) form.setValue('locationValue', '');
  }, [form, provinceCode]);
  useEffect(() => {
    const chosen = form.getValues('visaTypeValue');
    if (chosen && visaTypes.data && !visaTypes.data.some((type) => type.id === chosen)) form.setValue('visaTypeValue', '');
  }, [form, visaTypes.data]);

  const visaTypeError = fieldError(form, 'visaTypeValue');

  const onValid = async (values: VisaTypeValues) => {
    // Already loaded: the check that let these values through used the same module.
    const { visaTypeChoiceOf } = await loadRules();
    forgetTyped();
    // The guide's product starts the product step (decision 086) unless a product was already chosen or typed there.
    const guideProduct = guideProductOf(guideSearch, values.visaTypeValue);
    const store = memoryAndEntryStore(actor);
    if (guideProduct && !chosenProduct && !readTyped(store, 'visaInformation')) writeTyped(store, 'visaInformation', { visaProductValue: guideProduct, urgent: '' });
    screenActor.send({ type: 'visa.typeChosen', choice: visaTypeChoiceOf(values) });
  };

  return (
    <FlowPage>
      <BackLink screenActor={screenActor} label={text('back')} />
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <RadioGroup
          form={form} name="mode" id={errors.idOf('mode')} legend={text('mode.legend')}
          options={[{ value: 'center', label: text('mode.center') }, { value: 'location', label: text('mode.location') }]}
        />
        <div className="mb-6 border-l-4 border-slate-300 pl-4">
          {mode === 'center' ? (
            <ListState query={centers} empty={text('visaType.none')}>
              {(list) => (
                <SelectField
                  form={form} name="centerId" id={errors.idOf('centerId')} label={text('center.label')} placeholder={text('choose')}
                  options={list.map((center) => ({ value: center.id, label: center.name }))}
                />
              )}
            </ListState>
          ) : (
            <>
              <ListState query={provinces} empty={text('choose')}>
                {(list) => (
                  <SelectField
                    form={form} name="provinceCode" id={errors.idOf('provinceCode')} label={text('province.label')} placeholder={text('choose')}
                    autoComplete="address-level1" options={list.map((region) => ({ value: region.code, label: region.name }))}
                  />
                )}
              </ListState>
              {provinceCode ? (
                <ListState query={cities} empty={text('choose')}>
                  {(list) => (
                    <SelectField
                      form={form} name="locationValue" id={errors.idOf('locationValue')} label={text('city.label')} placeholder={text('choose')}
                      autoComplete="address-level2" options={list.map((region) => ({ value: region.code, label: region.name }))}
                    />
                  )}
                </ListState>
              ) : null}
              {locationCenter.data ? (
                <p role="status" className="mb-2 text-slate-800">{text('locationCenter', { name: locationCenter.data.name })}</p>
              ) : null}
            </>
          )}
        </div>
        <RadioGroup
          form={form} name="purpose" id={errors.idOf('purpose')} legend={text('purpose.legend')}
          hint={<Link to={VISA_GUIDE_PATH} className="text-blue-900 underline underline-offset-2">{text('purpose.guide')}</Link>}
          options={PURPOSES.map((value) => ({ value, label: text(`purposes.${value}`) }))}
        />
        {chosenPurpose ? (
          <ListState query={visaTypes} empty={text('visaType.none')}>
            {(list) => (
              <RadioGroup
                form={form} name="visaTypeValue" id={errors.idOf('visaTypeValue')} legend={text('visaType.legend')}
                options={list.map((type) => ({ value: type.id, label: <strong>{type.name}</strong>, hint: type.description }))}
              />
            )}
          </ListState>
        ) : (
          <fieldset className="mb-6">
            <legend className="mb-1 text-lg font-semibold text-slate-900">{text('visaType.legend')}</legend>
            {/* The summary links here when the visa type is missing before a purpose is chosen. */}
            {visaTypeError ? <p className="font-semibold text-red-800">{visaTypeError}</p> : null}
            <p id={errors.idOf('visaTypeValue')} tabIndex={-1} className="text-slate-700">{text('visaType.purposeFirst')}</p>
          </fieldset>
        )}
        <SubmitButton busy={false}>{text('continue')}</SubmitButton>
      </form>
    </FlowPage>
  );
}

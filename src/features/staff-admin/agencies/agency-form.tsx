import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '../../../ui/form/checkbox';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { SelectField } from '../../../ui/form/select-field';
import { DateField, fieldError, TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { createAgency, updateAgency, useAgencyChange, type StaffAgency } from '../api/agencies';
import { useCenterChoices } from '../api/centers';
import { Done } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { useAdminText } from '../strings';
import { agencySchema, APPLICANT_LIMITS, type AgencyValid, type AgencyValues } from './agency-rules';

const fields = ['name', 'licenceNo', 'certifiedFrom', 'certifiedUntil', 'certified', 'centerIds', 'maxApplicantsPerOrder', 'contact.name', 'contact.phone', 'contact.email'] as const;

const valuesOf = (agency: StaffAgency | null): AgencyValues => ({
  name: agency?.name ?? '', licenceNo: agency?.licenceNo ?? '', certifiedFrom: agency?.certifiedFrom ?? '', certifiedUntil: agency?.certifiedUntil ?? '',
  certified: agency?.certified ?? true, centerIds: agency?.centerIds ?? [],
  maxApplicantsPerOrder: agency ? String(agency.maxApplicantsPerOrder) as AgencyValues['maxApplicantsPerOrder'] : '' as never,
  contact: { name: agency?.contact.name ?? '', phone: agency?.contact.phone ?? '', email: agency?.contact.email ?? '' },
});

/** Certifies a new agency or replaces what the center recorded of one; a refusal keeps everything typed. */
export function AgencyForm({ agency }: { agency: StaffAgency | null }) {
  const { text } = useAdminText();
  const navigate = useNavigate();
  const centers = useCenterChoices();
  const form = useForm<AgencyValues, unknown, AgencyValid>({ resolver: zodResolver(agencySchema), shouldFocusError: false, defaultValues: valuesOf(agency) });
  const errors = useAdminFormErrors(form, fields, 'agency');
  const create = useAgencyChange(createAgency);
  const update = useAgencyChange(updateAgency);
  const [done, setDone] = useState('');
  const centersError = fieldError(form, 'centerIds');

  const onValid = async (values: AgencyValid) => {
    errors.clearServerErrors();
    setDone('');
    try {
      const saved = agency ? await update.mutateAsync([agency.id, values]) : await create.mutateAsync([values]);
      form.reset(valuesOf(saved));
      setDone(text(agency ? 'agencies.saved' : 'agencies.created', { name: saved.name }));
      if (!agency) navigate(`?agency=${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      showFailure(form, errors, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <Done message={done} />
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <TextField form={form} name="name" id={errors.idOf('name')} label={text('agencies.name')} autoComplete="off" />
        <TextField form={form} name="licenceNo" id={errors.idOf('licenceNo')} label={text('agencies.licenceNo')} autoComplete="off" spellCheck={false} />
        <DateField form={form} name="certifiedFrom" id={errors.idOf('certifiedFrom')} label={text('agencies.certifiedFrom')} />
        <DateField form={form} name="certifiedUntil" id={errors.idOf('certifiedUntil')} label={text('agencies.certifiedUntil')} />
      </div>
      <Checkbox id={errors.idOf('certified')} label={text('agencies.certified')} hint={text('agencies.certifiedHint')} {...form.register('certified')} />
      <fieldset className={`mb-5 ${centersError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={centersError ? `${errors.idOf('centerIds')}-error` : undefined}>
        <legend className="mb-1 text-lg font-semibold text-slate-900">{text('agencies.centers')}</legend>
        {centersError ? <p id={`${errors.idOf('centerIds')}-error`} className="mb-2 font-semibold text-red-800">{centersError}</p> : null}
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2 lg:grid-cols-3">
          {centers.map((center, index) => (
            <label key={center.value} className="flex items-start gap-3">
              <input
                id={index === 0 ? errors.idOf('centerIds') : `${errors.idOf('centerIds')}-${center.value}`}
                type="checkbox" value={center.value} {...form.register('centerIds')} className="mt-1 h-6 w-6 shrink-0 accent-blue-900"
              />
              <span>{center.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        form={form} name="maxApplicantsPerOrder" id={errors.idOf('maxApplicantsPerOrder')} label={text('agencies.limit')} hint={text('agencies.limitHint')}
        placeholder={text('agencies.chooseLimit')} options={APPLICANT_LIMITS.map((limit) => ({ value: limit, label: limit }))}
      />
      <fieldset className="mb-4">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{text('agencies.contact')}</legend>
        <div className="grid grid-cols-1 gap-x-6 md:grid-cols-3">
          <TextField form={form} name="contact.name" id={errors.idOf('contact.name')} label={text('agencies.contactName')} autoComplete="off" />
          <TextField form={form} name="contact.phone" id={errors.idOf('contact.phone')} label={text('agencies.contactPhone')} type="tel" autoComplete="off" />
          <TextField form={form} name="contact.email" id={errors.idOf('contact.email')} label={text('agencies.contactEmail')} type="email" autoComplete="off" spellCheck={false} />
        </div>
      </fieldset>
      <SubmitButton busy={create.isPending || update.isPending}>{text(agency ? 'save' : 'agencies.certify')}</SubmitButton>
    </form>
  );
}

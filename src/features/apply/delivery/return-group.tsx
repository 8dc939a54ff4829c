import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ApplicantRecord } from '../../../../machines/application/order-data';
import { TextField } from '../../../ui/form/text-field';
import { RadioGroup } from '../../../ui/form/radio-group';
import { linkButton } from './parts';
import { RegionFields } from './region-fields';
import { SavedAddresses } from './saved-addresses';
import { fieldOf, type ReturnValues } from './return-values';
import { useDeliveryText } from './strings';
import { fieldError } from '../../../ui/form/text-field';

// One return on receiveDataInfo: its way, the applicants it covers (checkboxes), and for a courier the
// recipient and address. Urgent orders are offered pick-up only.

export function ReturnGroupFields({ form, groupKey, number, count, applicants, urgent, idOf, onRemove }: {
  form: UseFormReturn<ReturnValues>; groupKey: string; number: number; count: number; applicants: readonly ApplicantRecord[];
  urgent: boolean; idOf: (field: string) => string; onRemove: () => void;
}) {
  const text = useDeliveryText();
  const name = (field: Parameters<typeof fieldOf>[0]) => fieldOf(field, groupKey);
  const way = useWatch({ control: form.control, name: name('way') });
  const applyIdsError = fieldError(form, name('applyIds'));
  const legend = count > 1 ? text('returns.groupNumbered', { number }) : text('returns.group');
  const pickup = { value: 'pickup', label: text('returns.pickup'), hint: text('returns.pickupHint') };
  const courier = { value: 'courier', label: text('returns.courier'), hint: text('returns.courierHint') };

  return (
    <section aria-label={legend} className="mb-8 rounded border border-slate-300 p-4">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 className="text-xl font-semibold text-slate-900">{legend}</h2>
        {count > 1 ? (
          <button type="button" className={linkButton} onClick={onRemove}>
            {text('returns.remove')}
            <span className="sr-only">{` ${legend}`}</span>
          </button>
        ) : null}
      </div>
      <RadioGroup form={form} name={name('way')} id={idOf(name('way'))} legend={text('returns.wayLegend')} options={urgent ? [pickup] : [courier, pickup]} />
      <fieldset
        className={`mb-6 ${applyIdsError ? 'border-l-4 border-red-700 pl-3' : ''}`}
        aria-describedby={applyIdsError ? `${idOf(name('applyIds'))}-error` : undefined}
      >
        <legend className="mb-1 text-lg font-semibold text-slate-900">{text(way === 'courier' ? 'returns.applicantsCourier' : 'returns.applicants')}</legend>
        {applyIdsError ? <p id={`${idOf(name('applyIds'))}-error`} className="mb-2 font-semibold text-red-800">{applyIdsError}</p> : null}
        <div className="space-y-2">
          {applicants.map((applicant, index) => {
            const id = index === 0 ? idOf(name('applyIds')) : `${idOf(name('applyIds'))}-${applicant.applicantId}`;
            return (
              <div key={applicant.applicantId} className="flex items-center gap-3">
                <input id={id} type="checkbox" value={applicant.applicantId} {...form.register(name('applyIds'))} className="h-6 w-6 accent-blue-900" />
                <label htmlFor={id} className="text-slate-900">{applicant.name}</label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {way === 'courier' ? (
        <>
          <SavedAddresses
            headingId={`saved-addresses-${groupKey}`}
            onUse={(address) => {
              const set = (field: Parameters<typeof fieldOf>[0], value: string) => form.setValue(name(field), value as never, { shouldDirty: true });
              set('recipient', address.contact);
              set('phone', address.phone);
              set('provinceId', address.provinceCode);
              set('cityId', address.cityCode);
              set('districtId', address.districtCode);
              set('address', address.detail);
            }}
          />
          <TextField form={form} name={name('recipient')} id={idOf(name('recipient'))} label={text('field.recipient')} autoComplete="name" />
          <TextField form={form} name={name('phone')} id={idOf(name('phone'))} label={text('field.recipientPhone')} hint={text('field.phoneHint')} inputMode="numeric" autoComplete="tel" />
          <RegionFields form={form} names={{ provinceId: name('provinceId'), cityId: name('cityId'), districtId: name('districtId') }} idOf={idOf} />
          <TextField form={form} name={name('address')} id={idOf(name('address'))} label={text('field.returnAddress')} hint={text('field.addressHint')} autoComplete="street-address" />
        </>
      ) : null}
    </section>
  );
}

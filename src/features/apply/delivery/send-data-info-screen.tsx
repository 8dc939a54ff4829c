import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { chinaDate } from '../../../domain/dates';
import { applicationCounts } from '../../../domain/application-counts';
import { Checkbox } from '../../../ui/form/checkbox';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { DateField, TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { RadioGroup } from '../../../ui/form/radio-group';
import { reservationCalendarQuery, useOrderCenter, type ReservationCalendar as Calendar } from './api';
import { checkDelivery, deliveryFieldsOf, deliveryStart, senderOf, type DeliveryValues } from './delivery-values';
import { resolverOf } from './form-errors';
import { DeliveryPage, linkButton } from './parts';
import { RegionFields } from './region-fields';
import { ReservationCalendar } from './reservation-calendar';
import { SavedAddresses } from './saved-addresses';
import { loadDeliveryStrings, useDeliveryText } from './strings';
import { useKeepTyping } from '../../../ui/form/kept-typing';
import { useTypedStart } from './typed-start';

export const ready = loadDeliveryStrings();

const names = { provinceId: 'provinceId', cityId: 'cityId', districtId: 'districtId' } as const;

// Route sendDataInfo: the sender, and for a courier the pick-up address (or a saved one), for self-delivery a
// booked day and time at the order's center. The counts of normal and urgent applications come from the order.
// Checked with the server's own rules; what is typed survives a reload until it is sent to the machine.
export function SendDataInfoScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useDeliveryText();
  const queryClient = useQueryClient();
  const { way, sender, applicants, urgent, visaType } = useSelector(actor, (snapshot) => ({
    way: snapshot.context.delivery?.way ?? 'selfDelivery',
    sender: snapshot.context.delivery?.sender ?? null,
    applicants: snapshot.context.applicants,
    urgent: snapshot.context.product?.urgent === true,
    visaType: snapshot.context.visaType,
  }), (a, b) => a.way === b.way && a.sender === b.sender && a.applicants === b.applicants && a.urgent === b.urgent && a.visaType === b.visaType);
  const { center } = useOrderCenter(visaType);
  const centerId = center?.id ?? null;
  const [today] = useState(() => chinaDate(new Date()));
  const start = useTypedStart(`sendDataInfo:${way}`, () => deliveryStart(sender, applicants));
  const fields = deliveryFieldsOf(way);

  const form = useForm<DeliveryValues>({
    resolver: resolverOf((values: DeliveryValues) => {
      const month = values.reservationDate.slice(0, 7);
      const listed = centerId && month ? queryClient.getQueryData<Calendar>(reservationCalendarQuery(centerId, month).queryKey) : undefined;
      return checkDelivery(values, { way, urgent, applicants: applicants.length, today, days: listed?.days ?? [] });
    }),
    shouldFocusError: false,
    defaultValues: start.values,
  });
  const forgetTyped = useKeepTyping(form, start.key);
  const errors = useFormErrors(form, fields, 'sender');
  const counts = applicationCounts(applicants.length, urgent);
  const courier = way === 'courier';

  return (
    <DeliveryPage screenActor={screenActor}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          forgetTyped();
          screenActor.send({ type: 'delivery.saved', sender: senderOf(values, way) });
        }, errors.onInvalid)}
      >
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <dl className="mb-6 grid grid-cols-[auto_1fr_auto] items-baseline gap-x-4 gap-y-1 border-b border-slate-300 pb-4">
          <dt className="font-semibold text-slate-900">{text('details.way')}</dt>
          <dd>{text(courier ? 'way.courier' : 'way.selfDelivery')}</dd>
          <dd>
            <button type="button" className={linkButton} onClick={() => screenActor.send({ type: 'nav.back' })}>
              {text('details.change')}
              <span className="sr-only">{` ${text('details.way')}`}</span>
            </button>
          </dd>
          <dt className="font-semibold text-slate-900">{text('details.counts')}</dt>
          <dd className="col-span-2">{text('details.countsValue', counts)}</dd>
          {!courier && center ? (
            <>
              <dt className="font-semibold text-slate-900">{text('details.center')}</dt>
              <dd className="col-span-2">{text('details.centerLine', { name: center.name, address: center.address, hours: center.hours })}</dd>
            </>
          ) : null}
        </dl>

        {courier ? (
          <SavedAddresses
            onUse={(address) => {
              const set = (name: keyof DeliveryValues, value: string | boolean) => form.setValue(name, value, { shouldDirty: true });
              set('senderName', address.contact);
              set('senderPhone', address.phone);
              set('provinceId', address.provinceCode);
              set('cityId', address.cityCode);
              set('districtId', address.districtCode);
              set('address', address.detail);
              // Already saved: saving it again would only make a second copy.
              set('saveAddress', false);
            }}
          />
        ) : null}

        <h2 className="mb-3 text-xl font-semibold text-slate-900">{text(courier ? 'details.senderCourier' : 'details.senderSelf')}</h2>
        <TextField form={form} name="senderName" id={errors.idOf('senderName')} label={text(courier ? 'field.senderName' : 'field.senderNameSelf')} autoComplete="name" />
        <TextField form={form} name="senderPhone" id={errors.idOf('senderPhone')} label={text('field.senderPhone')} hint={text('field.phoneHint')} inputMode="numeric" autoComplete="tel" />
        <RegionFields form={form} names={names} idOf={errors.idOf} />
        {courier ? (
          <>
            <TextField form={form} name="address" id={errors.idOf('address')} label={text('field.pickupAddress')} hint={text('field.addressHint')} autoComplete="street-address" />
            <Checkbox id={errors.idOf('saveAddress')} label={text('field.saveAddress')} {...form.register('saveAddress')} />
          </>
        ) : (
          <ReservationCalendar form={form} centerId={centerId} today={today} idOf={errors.idOf} />
        )}

        <RadioGroup
          form={form} name="senderRelation" id={errors.idOf('senderRelation')} legend={text('field.relation')}
          options={[{ value: 'myself', label: text('relation.myself') }, { value: 'familyMember', label: text('relation.familyMember') }]}
        />
        <DateField form={form} name="exitDate" id={errors.idOf('exitDate')} label={text('field.exitDate')} hint={text('field.exitDateHint')} optional />
        <SubmitButton busy={false}>{text('continue')}</SubmitButton>
      </form>
    </DeliveryPage>
  );
}

import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { DeliveryWay } from '../../../../machines/application/order-data';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { RadioGroup } from '../../../ui/form/radio-group';
import { useKeepTyping, useKeptStart } from '../../../ui/form/kept-typing';
import { memoryAndEntryStore } from '../../../ui/form/kept-typing-per-application';
import { useOrderCenter } from './api';
import { resolverOf } from './form-errors';
import { DeliveryPage, UrgentNotice } from './parts';
import { loadDeliveryStrings, useDeliveryText } from './strings';

export const ready = loadDeliveryStrings();

interface WayValues {
  way: '' | DeliveryWay;
}

const fields = ['way'] as const;

// Route sendMaterials: how the documents reach the center — a courier picks them up, or the applicant brings
// them on a booked day. Urgent orders have no courier (spec §4, §9): the option is not offered, and why is said.
export function SendMaterialsScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useDeliveryText();
  const urgent = useSelector(actor, (snapshot) => snapshot.context.product?.urgent === true);
  const previous = useSelector(actor, (snapshot) => snapshot.context.delivery?.way ?? '');
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  const visaType = useSelector(actor, (snapshot) => snapshot.context.visaType);
  const { center } = useOrderCenter(visaType);
  const form = useForm<WayValues>({
    resolver: resolverOf((values: WayValues) => ({
      way: !values.way ? 'required.delivery.way' : urgent && values.way === 'courier' ? 'courierNotForUrgent' : undefined,
    })),
    shouldFocusError: false,
    defaultValues: useKeptStart(memoryAndEntryStore(actor), 'sendMaterials', () => ({ way: urgent && previous === 'courier' ? '' : previous })),
  });
  const forgetTyped = useKeepTyping(form, 'sendMaterials', memoryAndEntryStore(actor));
  const errors = useFormErrors(form, fields, 'delivery');

  const selfDelivery = {
    value: 'selfDelivery',
    label: text('way.selfDelivery'),
    hint: center ? text('way.selfDeliveryAt', { name: center.name, address: center.address, hours: center.hours }) : text('way.selfDeliveryHint'),
  };
  const courier = { value: 'courier', label: text('way.courier'), hint: text('way.courierHint') };

  return (
    <DeliveryPage screenActor={screenActor} refusal={refusal}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!values.way) return;
          forgetTyped();
          screenActor.send({ type: 'delivery.wayChosen', way: values.way });
        }, errors.onInvalid)}
      >
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        {urgent ? <UrgentNotice>{text('way.urgentNoCourier')}</UrgentNotice> : null}
        <RadioGroup
          form={form} name="way" id={errors.idOf('way')} legend={text('way.legend')}
          options={urgent ? [selfDelivery] : [courier, selfDelivery]}
        />
        <SubmitButton busy={false}>{text('continue')}</SubmitButton>
      </form>
    </DeliveryPage>
  );
}

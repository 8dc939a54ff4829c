import { useSelector } from '@xstate/react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { useFormErrors, type SummaryItem } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { resolverOf } from './form-errors';
import { CreatingOrder, OrderFailed } from './order-progress';
import { DeliveryPage, UrgentNotice, secondaryButton } from './parts';
import { ReturnGroupFields } from './return-group';
import { checkReturns, groupValues, nextGroupKey, returnFieldsOf, returnGroupsOf, returnStart, type ReturnValues } from './return-values';
import { loadDeliveryStrings, useDeliveryText } from './strings';
import { useKeepTyping, type TypedValues } from '../../../ui/form/kept-typing';
import { useTypedStart } from './typed-start';

export const ready = loadDeliveryStrings();

/** Typing from before a reload, whole (its returns may be more than the start's), when it has the form's shape. */
const restoreReturns = (start: ReturnValues, typed: TypedValues | null): ReturnValues => {
  const groups = (typed as { groups?: unknown } | null)?.groups;
  return Array.isArray(groups) && groups.length > 0 && groups.every((key) => typeof key === 'string') ? (typed as unknown as ReturnValues) : start;
};

/** With several returns, a summary line says which return it is about ("Passport return 2: …"). */
function named(item: SummaryItem, groups: readonly string[], text: (key: string, values?: Record<string, unknown>) => string): SummaryItem {
  const index = item.field ? groups.indexOf(item.field.slice(item.field.lastIndexOf('_') + 1)) : -1;
  return index < 0 ? item : { ...item, message: text('returns.summaryItem', { number: index + 1, message: item.message }) };
}

// Route receiveDataInfo: how each applicant's passport comes back — by courier to one or more addresses, or
// picked up at the center — every applicant exactly once. The first courier address starts as the sender's.
// The same route shows the order being created, and its failure with the server's message.
export function ReceiveDataInfoScreen(props: FlowScreenProps) {
  if (props.screen.step === 'creatingOrder') return <CreatingOrder />;
  if (props.screen.step === 'orderFailed') return <OrderFailed actor={props.actor} screenActor={props.screenActor} />;
  return <ReturnsForm {...props} />;
}

function ReturnsForm({ actor, screenActor }: FlowScreenProps) {
  const text = useDeliveryText();
  const { applicants, urgent, sender, saved, refusal } = useSelector(actor, (snapshot) => ({
    applicants: snapshot.context.applicants,
    urgent: snapshot.context.product?.urgent === true,
    sender: snapshot.context.delivery?.sender ?? null,
    saved: snapshot.context.returns,
    refusal: snapshot.context.refusal,
  }), (a, b) => a.applicants === b.applicants && a.urgent === b.urgent && a.sender === b.sender && a.saved === b.saved && a.refusal === b.refusal);
  const applicantIds = applicants.map((a) => a.applicantId);
  const start = useTypedStart('receiveDataInfo', () => returnStart(saved, sender, applicantIds, urgent), restoreReturns);
  const form = useForm<ReturnValues>({
    resolver: resolverOf((values: ReturnValues) => checkReturns(values, applicantIds, urgent)),
    shouldFocusError: false,
    defaultValues: start.values,
  });
  const forgetTyped = useKeepTyping(form, start.key);
  const groups = useWatch({ control: form.control, name: 'groups' });
  const errors = useFormErrors(form, returnFieldsOf(groups), 'returns');

  const addGroup = () => {
    const key = nextGroupKey(groups);
    for (const [name, value] of Object.entries(groupValues(key, { way: urgent ? 'pickup' : '' }))) form.setValue(name, value);
    form.setValue('groups', [...groups, key]);
  };
  const removeGroup = (key: string) => {
    form.setValue('groups', groups.filter((k) => k !== key));
    for (const name of Object.keys(groupValues(key))) form.unregister(name);
  };

  return (
    <DeliveryPage screenActor={screenActor} refusal={refusal}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          forgetTyped();
          screenActor.send({ type: 'returnWay.saved', returns: returnGroupsOf(values) });
        }, errors.onInvalid)}
      >
        <ErrorSummary items={groups.length > 1 ? errors.items.map((item) => named(item, groups, text)) : errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <p className="mb-4 text-slate-800">{text(applicants.length > 1 ? 'returns.introMany' : 'returns.introOne')}</p>
        {urgent ? <UrgentNotice>{text('returns.urgentNoCourier')}</UrgentNotice> : null}
        {groups.map((key, index) => (
          <ReturnGroupFields
            key={key} form={form} groupKey={key} number={index + 1} count={groups.length} applicants={applicants}
            urgent={urgent} idOf={errors.idOf} onRemove={() => removeGroup(key)}
          />
        ))}
        {!urgent && applicants.length > 1 && groups.length < applicants.length ? (
          <button type="button" className={`${secondaryButton} mb-8`} onClick={addGroup}>{text('returns.add')}</button>
        ) : null}
        <div>
          <SubmitButton busy={false}>{text('returns.submit')}</SubmitButton>
        </div>
      </form>
    </DeliveryPage>
  );
}

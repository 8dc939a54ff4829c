import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { FlowPage } from '../flow/flow-page';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { useVisaProducts, type VisaProduct } from './api/reference';
import { BackLink } from '../../../ui/form/back-link';
import { ListState } from '../../../ui/form/list-state';
import { RadioGroup } from '../../../ui/form/radio-group';
import { useKeepTyping, useKeptStart } from '../../../ui/form/kept-typing';
import { memoryAndEntryStore } from '../../../ui/form/kept-typing-per-application';
import { loadVisaStrings, useVisaText } from './strings';
import { validityWords } from './validity-words';
import { feePerPerson, productDefaults, productFormSchemaFor, type ProductValues } from './visa-choice-form';

export const ready = loadVisaStrings();

const fields = ['visaProductValue', 'urgent'] as const;

// Route visaInformation: the validity products of the chosen visa type with what each costs, then normal or
// urgent handling — urgent's conditions said before the choice, and not offered where the product has none.
export function VisaProductScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useVisaText();
  const visaType = useSelector(actor, (snapshot) => snapshot.context.visaType);
  const previous = useSelector(actor, (snapshot) => snapshot.context.product);
  const products = useVisaProducts(visaType?.visaTypeValue ?? null, visaType?.centerId || null);
  const list = useMemo(() => products.data ?? [], [products.data]);
  const form = useForm<ProductValues, unknown, { visaProductValue: string; urgent: boolean }>({
    resolver: (values, context, options) =>
      zodResolver(productFormSchemaFor(list))(values, context, options),
    shouldFocusError: false,
    defaultValues: useKeptStart(memoryAndEntryStore(actor), 'visaInformation', () => productDefaults(previous)),
  });
  const forgetTyped = useKeepTyping(form, 'visaInformation', memoryAndEntryStore(actor));
  const errors = useFormErrors(form, fields, 'visa-product');
  const [productId, urgent] = useWatch({ control: form.control, name: ['visaProductValue', 'urgent'] });
  const product = list.find((p) => p.id === productId) ?? null;

  // A product kept or recommended for another visa type is not one of these: it starts nothing chosen.
  useEffect(() => {
    if (productId && products.data && !products.data.some((offer) => offer.id === productId)) form.setValue('visaProductValue', '');
  }, [form, productId, products.data]);
  // Urgent cannot stay chosen for a validity that does not offer it.
  useEffect(() => {
    if (product && !product.urgentAvailable && urgent === 'urgent') form.setValue('urgent', '');
  }, [form, product, urgent]);

  const onValid = (choice: { visaProductValue: string; urgent: boolean }) => {
    forgetTyped();
    screenActor.send({ type: 'visa.productChosen', choice });
  };

  return (
    <FlowPage>
      <BackLink screenActor={screenActor} label={text('back')} />
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <ListState query={products} empty={text('product.none')}>
          {(offers) => (
            <RadioGroup
              form={form} name="visaProductValue" id={errors.idOf('visaProductValue')} legend={text('product.legend')}
              options={offers.map((offer) => ({ value: offer.id, label: <strong>{offer.name}</strong>, hint: <ProductFacts product={offer} /> }))}
            />
          )}
        </ListState>
        <RadioGroup
          form={form} name="urgent" id={errors.idOf('urgent')} legend={text('handling.legend')}
          hint={<p className="rounded border-l-4 border-amber-600 bg-amber-50 p-3 text-base text-amber-950">{text('handling.explained')}</p>}
          options={[
            {
              value: 'normal',
              label: text('handling.normal'),
              hint: product ? text('handling.normalHint', { days: product.handlingWorkingDays, amount: feePerPerson(product, false) }) : text('handling.productFirst'),
            },
            {
              value: 'urgent',
              label: text('handling.urgent'),
              disabled: product !== null && !product.urgentAvailable,
              hint: !product
                ? text('handling.productFirst')
                : product.urgentAvailable
                  ? text('handling.urgentHint', { amount: feePerPerson(product, true), fee: product.fees.urgentFee })
                  : text('handling.urgentUnavailable'),
            },
          ]}
        />
        <SubmitButton busy={false}>{text('continue')}</SubmitButton>
      </form>
    </FlowPage>
  );
}

function ProductFacts({ product }: { product: VisaProduct }) {
  const text = useVisaText();
  const usd = (amount: number) => text('product.perPerson', { amount });
  const rows: [string, string][] = [
    [text('product.entriesLabel'), text(`product.entries.${product.entries}`)],
    [text('product.stay'), text('product.stayDays', { count: product.stayDays })],
    [text('product.validity'), validityWords(product.validityMonths, text)],
    [text('product.handling'), text('product.workingDays', { count: product.handlingWorkingDays })],
    [text('product.visaFee'), usd(product.fees.visaFee)],
    [text('product.serviceFee'), usd(product.fees.serviceFee)],
    [text('product.urgentFee'), product.urgentAvailable ? usd(product.fees.urgentFee) : text('product.noUrgent')],
  ];
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm text-slate-700">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

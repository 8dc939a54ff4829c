import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { invoiceTitleSchema } from '../../domain/invoice-rules';
import { getSession } from '../../lib/session';
import { Checkbox } from '../../ui/form/checkbox';
import { deviceStore, readTyped, restoreTyped, useKeepTyping } from '../../ui/form/kept-typing';
import { ErrorSummary } from '../../ui/form/error-summary';
import { SubmitButton } from '../../ui/form/form-page';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { fieldError } from '../../ui/form/text-field';
import { TextField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useTitleWrites, type InvoiceTitle } from './api';
import { linkButton } from './parts';

type TitleValues = z.output<typeof invoiceTitleSchema>;
interface TitleFormValues { type: 'personal' | 'company'; title: string; taxNo: string; phone: string; email: string; isDefault: boolean }

const titleRules = lazyZodResolver(() => import('../../domain/invoice-rules').then((m) => m.invoiceTitleSchema));
const fields = ['type', 'title', 'taxNo', 'phone', 'email', 'isDefault'] as const;

const valuesOf = (title: InvoiceTitle | null): TitleFormValues => (title
  ? { type: title.type, title: title.title, taxNo: title.taxNo ?? '', phone: title.phone, email: title.email, isDefault: title.isDefault }
  : { type: 'personal', title: '', taxNo: '', phone: '', email: '', isDefault: false });

// An invoice title (spec §3): a person or a company (then with its taxpayer number), phone and e-mail. The rules are
// the server's (src/domain/invoice-rules.ts); a refusal from the server lands beside its field and nothing typed is lost.
export function TitleForm({ existing, onSaved, onCancel, focusOnShow = false }: {
  existing: InvoiceTitle | null;
  onSaved: (title: InvoiceTitle) => void;
  onCancel?: () => void;
  /** Opened in place of the button pressed: the focus comes to the form's heading (see TitleList). */
  focusOnShow?: boolean;
}) {
  const { t } = useTranslation();
  const { save } = useTitleWrites();
  useRulesAfterShowing(titleRules);
  // Kept per person and title until saved or cancelled: a reload or an expired session loses nothing typed.
  const typingKey = `invoices.typed:${getSession().userInfo?.id ?? 'anonymous'}:${existing?.id ?? 'new'}`;
  const [startValues] = useState(() => restoreTyped(valuesOf(existing), readTyped(deviceStore(), typingKey)));
  const form = useForm<TitleFormValues, unknown, TitleValues>({ resolver: titleRules as never, shouldFocusError: false, defaultValues: startValues });
  const forgetTyped = useKeepTyping(form, typingKey);
  const errors = useFormErrors(form, fields, 'invoice-title');
  const company = form.watch('type') === 'company';
  const typeError = fieldError(form, 'type');
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusOnMount] = useState(focusOnShow);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const onValid = async (values: TitleValues) => {
    const result = await save.mutateAsync({ ...values, id: existing?.id, taxNo: values.type === 'company' ? values.taxNo : undefined, isDefault: values.isDefault === true });
    if (!result.ok) {
      errors.applyFailure(result);
      return;
    }
    forgetTyped();
    onSaved(result.data);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)} aria-labelledby="invoice-title-form-heading">
      <h2 id="invoice-title-form-heading" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold text-blue-950 outline-none">{existing ? t('invoices.title.editHeading') : t('invoices.title.newHeading')}</h2>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <fieldset className={`mb-5 ${typeError ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <legend className="font-semibold text-slate-900">{t('invoices.field.type')}</legend>
        {typeError ? <p className="mt-1 font-semibold text-red-800">{typeError}</p> : null}
        <div className="mt-2 flex flex-wrap gap-6">
          {(['personal', 'company'] as const).map((type, index) => {
            const id = index === 0 ? errors.idOf('type') : `${errors.idOf('type')}-${type}`;
            return (
              <div key={type} className="flex items-center gap-3">
                <input id={id} type="radio" value={type} {...form.register('type')} className="h-6 w-6 accent-blue-900" />
                <label htmlFor={id} className="text-slate-900">{t(`invoices.type.${type}`)}</label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <TextField form={form} name="title" id={errors.idOf('title')} label={t(company ? 'invoices.field.companyTitle' : 'invoices.field.personalTitle')} autoComplete={company ? 'organization' : 'name'} />
      {company ? (
        <TextField form={form} name="taxNo" id={errors.idOf('taxNo')} label={t('invoices.field.taxNo')} hint={t('invoices.field.taxNoHint')} autoCapitalize="characters" spellCheck={false} className="max-w-80" />
      ) : null}
      <TextField form={form} name="phone" id={errors.idOf('phone')} label={t('invoices.field.phone')} type="tel" autoComplete="tel-national" className="max-w-60" />
      <TextField form={form} name="email" id={errors.idOf('email')} label={t('invoices.field.email')} hint={t('invoices.field.emailHint')} type="email" autoComplete="email" />
      {existing?.isDefault ? null : <Checkbox id={errors.idOf('isDefault')} label={t('invoices.field.isDefault')} {...form.register('isDefault')} />}
      <div className="flex flex-wrap items-center gap-6">
        <SubmitButton busy={save.isPending}>{t('invoices.title.save')}</SubmitButton>
        {onCancel ? <button type="button" className={linkButton} onClick={() => { forgetTyped(); onCancel(); }}>{t('invoices.title.cancel')}</button> : null}
      </div>
    </form>
  );
}

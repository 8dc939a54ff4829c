import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedAddressValues } from '../../domain/address-rules';
import { pathOf } from '../../lib/route-paths';
import { getSession } from '../../lib/session';
import { deviceStore, readTyped, restoreTyped, useKeepTyping } from '../../ui/form/kept-typing';
import { ErrorSummary } from '../../ui/form/error-summary';
import { Checkbox } from '../../ui/form/checkbox';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { TextField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { QueryView } from '../../ui/query-states';
import { useAddresses, useAddressWrites, type SavedAddress } from './api';
import { addressFields, blankAddress, valuesOf, type AddressFormValues } from './address-form-values';
import type { AddressNotice } from './address-list-page';
import { linkButton } from './parts';
import { RegionSelects } from './region-selects';

const addressRules = lazyZodResolver(() => import('../../domain/address-rules').then((m) => m.savedAddressSchema));

// The address form (spec §2): create when the path says `new`, edit otherwise. The rules are the server's
// (src/domain/address-rules.ts); a refusal from the server lands beside its field, and nothing typed is lost.
export function AddressDetailPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const addresses = useAddresses();
  const creating = id === 'new';
  return (
    <FormPage title={creating ? t('addresses.newTitle') : undefined}>
      <p className="mb-6"><Link to={pathOf('address')} className={linkButton}>{t('addresses.back')}</Link></p>
      {creating ? <AddressForm existing={null} /> : (
        <QueryView query={addresses}>
          {(list) => {
            const existing = list.find((address) => address.id === id);
            return existing ? <AddressForm key={existing.id} existing={existing} /> : <p className="text-slate-800">{t('addresses.notFound')}</p>;
          }}
        </QueryView>
      )}
    </FormPage>
  );
}

function AddressForm({ existing }: { existing: SavedAddress | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save } = useAddressWrites();
  useRulesAfterShowing(addressRules);
  // Kept per person and address until saved: a reload, a lost connection or an expired session loses nothing.
  const typingKey = `addresses.typed:${getSession().userInfo?.id ?? 'anonymous'}:${existing?.id ?? 'new'}`;
  const [startValues] = useState(() => restoreTyped(existing ? valuesOf(existing) : blankAddress, readTyped(deviceStore(), typingKey)));
  const form = useForm<AddressFormValues, unknown, SavedAddressValues>({
    resolver: addressRules as never,
    shouldFocusError: false,
    defaultValues: startValues,
  });
  const forgetTyped = useKeepTyping(form, typingKey);
  const errors = useFormErrors(form, addressFields, 'address');

  const onValid = async (values: SavedAddressValues) => {
    const result = await save.mutateAsync({ ...values, id: existing?.id, isDefault: values.isDefault === true });
    if (!result.ok) {
      errors.applyFailure(result);
      return;
    }
    forgetTyped();
    navigate(pathOf('address'), { replace: true, state: { saved: result.data.contact } satisfies AddressNotice });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <TextField form={form} name="contact" id={errors.idOf('contact')} label={t('addresses.field.contact')} autoComplete="name" />
      <TextField
        form={form} name="phone" id={errors.idOf('phone')} label={t('addresses.field.phone')} hint={t('addresses.field.phoneHint')}
        type="tel" inputMode="numeric" autoComplete="tel-national" className="max-w-60"
      />
      <RegionSelects form={form} idOf={errors.idOf} />
      <TextField form={form} name="detail" id={errors.idOf('detail')} label={t('addresses.field.detail')} hint={t('addresses.field.detailHint')} autoComplete="street-address" />
      {existing?.isDefault ? null : <Checkbox id={errors.idOf('isDefault')} label={t('addresses.field.isDefault')} {...form.register('isDefault')} />}
      <SubmitButton busy={save.isPending}>{t('addresses.submit')}</SubmitButton>
    </form>
  );
}

import { useController, type ControllerRenderProps, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, fieldError, inputClass } from '../../ui/form/text-field';
import { usePlaceAsOwnDistrict } from '../../ui/form/use-place-as-own-district';
import { useRegions } from './api';
import type { AddressFormValues } from './address-form-values';

// Province, city and district from the seeded China regions, each list loaded when its parent is chosen; changing
// a parent clears its children, so a district of another city is never kept.

type RegionName = 'provinceCode' | 'cityCode' | 'districtCode';

export function RegionSelects<O extends FieldValues>({ form, idOf }: { form: UseFormReturn<AddressFormValues, unknown, O>; idOf: (field: string) => string }) {
  const { t } = useTranslation();
  const province = useController({ control: form.control, name: 'provinceCode' });
  const city = useController({ control: form.control, name: 'cityCode' });
  const district = useController({ control: form.control, name: 'districtCode' });
  const provinces = useRegions(null, true);
  const cities = useRegions(province.field.value || null, province.field.value !== '');
  const districts = useRegions(city.field.value || null, city.field.value !== '');
  const clear = (...names: RegionName[]) => names.forEach((name) => form.setValue(name, '', { shouldDirty: true }));
  usePlaceAsOwnDistrict(districts.data, city.field.value, district.field.value, district.field.onChange);

  const select = (name: RegionName, field: ControllerRenderProps<AddressFormValues, RegionName>, list: typeof provinces, disabled: boolean, onChosen: () => void) => {
    const id = idOf(name);
    const error = fieldError(form, name);
    const hint = list.isError ? t('addresses.region.failed') : undefined;
    return (
      <FieldFrame id={id} label={t(`addresses.field.${name}`)} hint={hint} error={error}>
        <select
          id={id}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen();
          }}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-busy={list.isFetching || undefined}
          className={`${inputClass} ${error ? 'border-red-700' : ''} disabled:bg-slate-100`}
        >
          <option value="">{list.isPending && !disabled ? t('addresses.region.loading') : t('addresses.region.choose')}</option>
          {(disabled ? [] : list.data ?? []).map((region) => <option key={region.code} value={region.code}>{region.name}</option>)}
        </select>
        {list.isError ? (
          <button type="button" onClick={() => void list.refetch()} className="mt-1 text-sm text-blue-900 underline">{t('addresses.region.retry')}</button>
        ) : null}
      </FieldFrame>
    );
  };

  return (
    <fieldset className="mb-2">
      <legend className="sr-only">{t('addresses.region.legend')}</legend>
      {select('provinceCode', province.field, provinces, false, () => clear('cityCode', 'districtCode'))}
      {select('cityCode', city.field, cities, province.field.value === '', () => clear('districtCode'))}
      {select('districtCode', district.field, districts, city.field.value === '', () => {})}
    </fieldset>
  );
}

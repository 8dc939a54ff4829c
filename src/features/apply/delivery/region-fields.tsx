import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { describedBy, FieldFrame, fieldError, inputClass } from '../../../ui/form/text-field';
import { usePlaceAsOwnDistrict } from '../../../ui/form/use-place-as-own-district';
import { useRegions } from '../visa/api/reference';
import { useDeliveryText } from './strings';

// Province, city and district from the seeded regions, each list loaded when its parent is chosen. The selects
// are controlled, so a value set from a saved address shows as soon as its list arrives; changing a parent
// clears its children (a district of another city is never kept).

interface Names<T extends FieldValues> {
  provinceId: Path<T>;
  cityId: Path<T>;
  districtId: Path<T>;
}

export function RegionFields<T extends FieldValues>({ form, names, idOf }: {
  form: UseFormReturn<T>; names: Names<T>; idOf: (field: string) => string;
}) {
  const text = useDeliveryText();
  const province = useController({ control: form.control, name: names.provinceId });
  const city = useController({ control: form.control, name: names.cityId });
  const district = useController({ control: form.control, name: names.districtId });
  const provinceCode = String(province.field.value ?? '');
  const cityCode = String(city.field.value ?? '');
  const provinces = useRegions(null);
  const cities = useRegions(provinceCode || null, provinceCode !== '');
  const districts = useRegions(cityCode || null, cityCode !== '');
  const clear = (name: Path<T>) => form.setValue(name, '' as T[Path<T>], { shouldDirty: true });
  const setDistrict = district.field.onChange;
  usePlaceAsOwnDistrict(districts.data, cityCode, String(district.field.value ?? ''), setDistrict);

  const select = (
    name: Path<T>, label: string, field: typeof province.field, list: typeof provinces, disabled: boolean, onChosen?: () => void,
  ) => {
    const id = idOf(name);
    const error = fieldError(form, name);
    const hint = list.isError ? text('region.failed') : undefined;
    return (
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        <select
          id={id}
          name={field.name}
          ref={field.ref}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen?.();
          }}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-busy={list.isFetching || undefined}
          className={`${inputClass} ${error ? 'border-red-700' : ''} disabled:bg-slate-100`}
        >
          <option value="">{list.isPending && !disabled ? text('region.loading') : text('choose')}</option>
          {/* A list waits for its parent: until then the cached provinces (the parentless query) must not show here. */}
          {(disabled ? [] : list.data ?? []).map((region) => <option key={region.code} value={region.code}>{region.name}</option>)}
        </select>
        {list.isError ? (
          <button type="button" onClick={() => void list.refetch()} className="mt-1 text-sm text-blue-900 underline">{text('region.retry')}</button>
        ) : null}
      </FieldFrame>
    );
  };

  return (
    <>
      {select(names.provinceId, text('region.province'), province.field, provinces, false, () => {
        clear(names.cityId);
        clear(names.districtId);
      })}
      {select(names.cityId, text('region.city'), city.field, cities, provinceCode === '', () => clear(names.districtId))}
      {select(names.districtId, text('region.district'), district.field, districts, cityCode === '')}
    </>
  );
}

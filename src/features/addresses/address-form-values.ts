import type { SavedAddress } from './api';

/** What the address form holds: every field a string the person typed or chose, plus the default tick. */
export interface AddressFormValues {
  contact: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
  isDefault: boolean;
}

export const addressFields = ['contact', 'phone', 'provinceCode', 'cityCode', 'districtCode', 'detail', 'isDefault'] as const;

export const blankAddress: AddressFormValues = { contact: '', phone: '', provinceCode: '', cityCode: '', districtCode: '', detail: '', isDefault: false };

export const valuesOf = (address: SavedAddress): AddressFormValues => ({
  contact: address.contact, phone: address.phone, provinceCode: address.provinceCode, cityCode: address.cityCode,
  districtCode: address.districtCode, detail: address.detail, isDefault: address.isDefault,
});

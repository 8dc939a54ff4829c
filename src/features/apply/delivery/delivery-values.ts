import type { ApplicantRecord, DeliveryWay, SenderDetails } from '../../../../machines/application/order-data';
import { applicationCounts } from '../../../domain/application-counts';
import { deliverySchemaOn } from '../../../domain/delivery-rules';
import { checkReservationSlot, type OpeningDay } from '../../../domain/working-days';
import { issuesToErrors, type FieldErrorsOf } from './form-errors';

// The sender form of sendDataInfo: what it starts from, how it is checked (the domain's delivery rules, the
// server's too, plus the slot still being open on the calendar the person sees) and what the machine keeps.

export interface DeliveryValues {
  senderName: string;
  senderPhone: string;
  provinceId: string;
  cityId: string;
  districtId: string;
  address: string;
  saveAddress: boolean;
  reservationDate: string;
  reservationTime: string;
  senderRelation: '' | 'myself' | 'familyMember';
  exitDate: string;
}

/** In the order the page shows them (the error summary lists them so). */
export const courierFields = ['senderName', 'senderPhone', 'provinceId', 'cityId', 'districtId', 'address', 'senderRelation', 'exitDate'] as const;
export const selfDeliveryFields = ['senderName', 'senderPhone', 'provinceId', 'cityId', 'districtId', 'reservationDate', 'reservationTime', 'senderRelation', 'exitDate'] as const;
export const deliveryFieldsOf = (way: DeliveryWay) => (way === 'courier' ? courierFields : selfDeliveryFields);

const contactMobileOf = (applicant: ApplicantRecord | undefined): string => {
  const contact = applicant?.data.sections.contact as Record<string, unknown> | undefined;
  return typeof contact?.mobile === 'string' ? contact.mobile : '';
};

/**
 * The saved sender when there is one; otherwise the applicant who applies for themself is the likely sender
 * (name and mobile from their contact step), so nothing asked before is asked again.
 */
export function deliveryStart(sender: SenderDetails | null, applicants: readonly ApplicantRecord[]): DeliveryValues {
  if (sender) {
    return {
      senderName: sender.name, senderPhone: sender.phone, provinceId: sender.provinceId, cityId: sender.cityId, districtId: sender.districtId,
      address: sender.address ?? '', saveAddress: sender.saveAddress, reservationDate: sender.reservation?.date ?? '',
      reservationTime: sender.reservation?.time ?? '', senderRelation: sender.relation === 'family' ? 'familyMember' : 'myself', exitDate: sender.exitDate ?? '',
    };
  }
  const self = applicants.find((a) => a.relation === 'myself');
  return {
    senderName: self?.name ?? '', senderPhone: contactMobileOf(self), provinceId: '', cityId: '', districtId: '', address: '',
    saveAddress: false, reservationDate: '', reservationTime: '', senderRelation: self ? 'myself' : '', exitDate: '',
  };
}

export interface DeliveryCheck {
  way: DeliveryWay;
  urgent: boolean;
  applicants: number;
  today: string;
  /** The calendar days the screen has loaded (self-delivery). */
  days: readonly OpeningDay[];
}

/** Field → message key; empty when the form may be sent. */
export function checkDelivery(values: DeliveryValues, check: DeliveryCheck): FieldErrorsOf<DeliveryValues> {
  const input = { ...values, way: check.way, ...applicationCounts(check.applicants, check.urgent) };
  const result = deliverySchemaOn({ urgent: check.urgent, today: check.today }).safeParse(input);
  const errors = issuesToErrors<DeliveryValues>(result.success ? [] : result.error.issues);
  if (check.way === 'selfDelivery' && !errors.reservationDate && !errors.reservationTime && values.reservationDate && values.reservationTime) {
    const refusal = checkReservationSlot(check.days, values.reservationDate, values.reservationTime);
    if (refusal === 'dayClosed') errors.reservationDate = `reservation.${refusal}`;
    else if (refusal) errors.reservationTime = `reservation.${refusal}`;
  }
  return errors;
}

/** What the machine keeps: only the fields of the way taken. */
export function senderOf(values: DeliveryValues, way: DeliveryWay): SenderDetails {
  const trimmed = (value: string) => value.trim();
  return {
    name: trimmed(values.senderName),
    phone: trimmed(values.senderPhone),
    provinceId: values.provinceId,
    cityId: values.cityId,
    districtId: values.districtId,
    ...(way === 'courier'
      ? { address: trimmed(values.address) }
      : { reservation: { date: values.reservationDate, time: values.reservationTime } }),
    saveAddress: way === 'courier' && values.saveAddress,
    relation: values.senderRelation === 'familyMember' ? 'family' : 'myself',
    ...(values.exitDate ? { exitDate: values.exitDate } : {}),
  };
}

// What one order carries through the application machine. Field values are validated by the screens
// (zod schemas of src/domain); the machine keeps them and reads only what its guards decide on.
import type { OrderApplicantIdentity } from '../../src/domain/submitted-part.ts';
import type { ApplicantData, ApplicantProblem, FieldValues } from './applicant-data.ts';

export interface VisaTypeChoice {
  centerId: string;
  locationValue: string;
  purpose: string;
  visaTypeValue: string;
}

export interface VisaProductChoice {
  visaProductValue: string;
  urgent: boolean;
}

export type SenderRelation = 'myself' | 'family';
/** Who an applicant is to the account: a travel agency's applicants are its clients (issue 38 item 3). */
export type ApplicantRelation = SenderRelation | 'client';

/** An applicant as added to the order; the app derives consularPostId from the province (seeded jurisdictions). */
export interface ApplicantEntry extends OrderApplicantIdentity {
  relation: ApplicantRelation;
}

export interface ApplicantRecord extends ApplicantEntry {
  data: ApplicantData;
  problem: ApplicantProblem | null;
  /** The application the applicant's first save made (decision 054); absent in drafts saved before it was kept. */
  applyId?: string | null;
}

export type DeliveryWay = 'courier' | 'selfDelivery';

export interface Region {
  provinceId: string;
  cityId: string;
  districtId: string;
}

export interface SenderDetails extends Region {
  name: string;
  phone: string;
  /** Courier pick-up address; self-delivery has a reservation instead. */
  address?: string;
  reservation?: { date: string; time: string };
  saveAddress: boolean;
  /** Who hands in or sends the documents: an applicant themself or a family member of the applicants. */
  relation: SenderRelation;
  exitDate?: string;
}

export interface Recipient extends Region {
  name: string;
  phone: string;
  address: string;
}

/** Each applicant's passport goes back one way; applicants may share a courier address. */
export type ReturnGroup =
  | { way: 'courier'; applicantIds: string[]; recipient: Recipient; saveAddress: boolean }
  | { way: 'pickup'; applicantIds: string[] };

export interface SubmitApplicationsInput {
  visaType: VisaTypeChoice;
  product: VisaProductChoice;
  applicants: ApplicantRecord[];
}
export interface SubmitApplicationsOutput {
  applicationIds: string[];
}

export interface CreateOrderInput {
  applicationIds: string[];
  /** The order's applicants in the order of `applicationIds` (return groups name applicants, the server applications). */
  applicantIds: string[];
  urgent: boolean;
  delivery: { way: DeliveryWay; sender: SenderDetails };
  returns: ReturnGroup[];
}
export interface CreateOrderOutput {
  orderId: string;
  amount: number;
}

/** Why the last request of the user was not accepted; the screen shows it beside the control. */
export type Refusal =
  | 'applicantLimitReached'
  | 'otherJurisdiction'
  | 'myselfAlreadyAdded'
  | 'applicantAlreadyAdded'
  | 'courierNotForUrgent'
  | 'returnsIncomplete';

export type { FieldValues };

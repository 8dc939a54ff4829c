import { z } from 'zod';
import { MAX_APPLICANTS_PER_ORDER, type Language } from './constants.ts';
import { evenWithIssues, REGION_CODE_PATTERN, text } from './form-fields.ts';
import { table } from './localized.ts';
import { APPLICANT_RELATIONS } from './applicant-relations.ts';
import { requiredKey } from './required-messages.ts';
import { PURPOSES } from './visit-purposes.ts';

// The visa choice (route choiceVisaType) and who may join an order (route confirmApplicant): at most five
// applicants, all of one consular post's jurisdiction, found from the province of registration or residence.

export const SENDER_RELATIONS = ['myself', 'familyMember'] as const;

export const visaChoiceMessages = table({
  applicantLimitReached: [
    `每个订单最多${MAX_APPLICANTS_PER_ORDER}位申请人。请先完成本订单，再为其他申请人另建一个订单`,
    `An order takes at most ${MAX_APPLICANTS_PER_ORDER} applicants. Finish this order, then start a separate order for the others`,
    `한 주문에는 신청인을 최대 ${MAX_APPLICANTS_PER_ORDER}명까지 추가할 수 있습니다. 이 주문을 마친 후 나머지 신청인은 별도의 주문으로 신청해 주세요`,
  ],
  // A travel agency's own limit (decision 083): the center sets it per agency, at most the order's own.
  agencyApplicantLimitReached: [
    '贵社每个订单最多可添加{limit}名申请人，请为其他客户另建订单',
    'Your agency may add up to {limit} applicants to one order. Please start another order for the other clients',
    '귀사는 한 주문에 신청인을 최대 {limit}명까지 추가할 수 있습니다. 다른 고객은 새 주문으로 신청해 주세요',
  ],
  otherJurisdiction: [
    '该申请人属于其他领区。同一订单的申请人须属于同一领区，请为该申请人另建一个订单',
    'This applicant belongs to another consular district. Applicants of one order must share one district: start a separate order for this applicant',
    '이 신청인은 다른 영사 관할 구역에 속합니다. 한 주문의 신청인은 같은 관할 구역이어야 하니, 이 신청인은 별도의 주문으로 신청해 주세요',
  ],
  outsideCenter: [
    '该申请人所在省份不属于您选择的{center}的受理范围，应由{servingCenter}受理。请为该申请人在{servingCenter}另建一个订单，或返回上一步重新选择签证申请中心',
    "This applicant's province is not served by the center you chose ({center}) but by {servingCenter}. Start a separate order at {servingCenter} for this applicant, or go back and choose another center",
    '이 신청인의 성(省)은 선택하신 {center}의 접수 범위가 아니며 {servingCenter}에서 접수합니다. 이 신청인은 {servingCenter}에서 별도의 주문으로 신청하시거나, 이전 단계로 돌아가 비자센터를 다시 선택해 주세요',
  ],
  unknownJurisdiction: [
    '无法确定该省份所属的领区，请联系签证中心',
    'We cannot tell which consular district this province belongs to: please contact the visa center',
    '이 성(省)의 영사 관할 구역을 확인할 수 없습니다. 비자센터에 문의해 주세요',
  ],
  urgentNotAvailable: [
    '该签证产品不提供加急办理，请选择普通办理',
    'Urgent handling is not offered for this product: choose normal handling',
    '이 상품은 긴급 처리가 제공되지 않습니다. 일반 처리를 선택해 주세요',
  ],
});

/** Step one of the choice (machine event VisaTypeChoice): the center or the city it is found from, purpose, type. */
export const visaTypeChoiceSchema = z.object({
  centerId: z.string().trim().optional(),
  locationValue: z.string().trim().optional(),
  purpose: z.enum(PURPOSES, { error: requiredKey('visaChoice.purpose') }),
  visaTypeValue: text('visaChoice.visaTypeValue'),
}).superRefine((choice, ctx) => {
  if (!choice.centerId && !choice.locationValue) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.locationValue'), path: ['locationValue'] });
  } else if (choice.locationValue && !REGION_CODE_PATTERN.test(choice.locationValue)) {
    ctx.addIssue({ code: 'custom', message: 'regionInvalid', path: ['locationValue'] });
  }
}, evenWithIssues).transform((choice) => ({
  ...choice, centerId: choice.centerId || undefined, locationValue: choice.locationValue || undefined,
}));

/** Step two: the validity product and normal or urgent; `urgentAvailable` comes from the chosen product. */
export function visaProductChoiceSchemaFor(product: { urgentAvailable: boolean } | null = null) {
  return z.object({
    visaProductValue: text('visaChoice.visaProductValue'),
    urgent: z.boolean({ error: requiredKey('visaChoice.urgent') }),
  }).superRefine((choice, ctx) => {
    if (choice.urgent === true && product && !product.urgentAvailable) {
      ctx.addIssue({ code: 'custom', message: 'urgentNotAvailable', path: ['urgent'] });
    }
  });
}

export const visaProductChoiceSchema = visaProductChoiceSchemaFor();

/** The whole choice as the contract's VisaChoice carries it (ApplyCreate, ApplyUpdate). */
export const visaChoiceSchema = z.object({
  centerId: z.string().trim().optional(),
  locationValue: z.string().trim().regex(REGION_CODE_PATTERN, { error: 'regionInvalid' }).optional(),
  visaTypeValue: text('visaChoice.visaTypeValue'),
  visaProductValue: text('visaChoice.visaProductValue'),
  urgent: z.boolean().default(false),
}).superRefine((choice, ctx) => {
  if (!choice.centerId && !choice.locationValue) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.locationValue'), path: ['locationValue'] });
  }
}, evenWithIssues);

/** The applicant as the sender adds them to the order. */
export const applicantEntrySchema = z.object({
  name: text('applicant.name'),
  relation: z.enum(APPLICANT_RELATIONS, { error: requiredKey('applicant.relation') }),
  provinceCode: z.string({ error: requiredKey('applicant.provinceCode') }).trim()
    .min(1, { error: requiredKey('applicant.provinceCode') }).regex(REGION_CODE_PATTERN, { error: 'regionInvalid' }),
});

export interface Jurisdiction {
  id: string;
  provinceCodes: readonly string[];
}

/** The province (level 1, NN0000) of any region code of its tree. */
export const provinceOf = (regionCode: string) => `${regionCode.slice(0, 2)}0000`;

/** The consular post whose jurisdiction holds the region (province, city or district code), or null. */
export function jurisdictionOf(regionCode: string, jurisdictions: readonly Jurisdiction[]): string | null {
  if (!REGION_CODE_PATTERN.test(regionCode)) return null;
  const province = provinceOf(regionCode);
  return jurisdictions.find((post) => post.provinceCodes.includes(province))?.id ?? null;
}

/** A visa application center as the jurisdiction rules need it. */
export interface CenterRef {
  id: string;
  consularPostId: string | null;
  /** The national-service center: it takes applicants of every jurisdiction (one jurisdiction per order still). */
  isDefault: boolean;
}

/** The center serving a place: the one of its consular post, else the national-service center. */
export function centerServing<C extends CenterRef>(regionCode: string, centers: readonly C[], jurisdictions: readonly Jurisdiction[]): C | null {
  const postId = jurisdictionOf(regionCode, jurisdictions);
  return (postId !== null ? centers.find((center) => !center.isDefault && center.consularPostId === postId) : undefined)
    ?? centers.find((center) => center.isDefault) ?? null;
}

/**
 * Where the order is made (decision 026): the chosen center; chosen by place instead, the place's consular post,
 * at the center serving it. `postId` is the one jurisdiction every applicant must belong to; null for the
 * national-service center, where the first applicant fixes it.
 */
export interface OrderPlace {
  center: CenterRef | null;
  postId: string | null;
}

export function orderPlaceOf(
  choice: { centerId?: string | null; locationValue?: string | null },
  centers: readonly CenterRef[],
  jurisdictions: readonly Jurisdiction[],
): OrderPlace {
  if (choice.centerId) {
    const center = centers.find((candidate) => candidate.id === choice.centerId) ?? null;
    return { center, postId: center && !center.isDefault ? center.consularPostId : null };
  }
  if (choice.locationValue) {
    return { center: centerServing(choice.locationValue, centers, jurisdictions), postId: jurisdictionOf(choice.locationValue, jurisdictions) };
  }
  return { center: null, postId: null };
}

export type AdmissionRefusal = 'applicantLimitReached' | 'otherJurisdiction' | 'unknownJurisdiction' | 'outsideCenter';
export type Admission =
  | { ok: true; consularPostId: string }
  | { ok: false; reason: Exclude<AdmissionRefusal, 'outsideCenter'> }
  /** `servingCenterId`: where this applicant applies instead (null when no center serves the province). */
  | { ok: false; reason: 'outsideCenter'; servingCenterId: string | null };

/** How many applicants the order takes: a travel agency's own limit when it has one, never above five. */
export const applicantLimitOf = (maxApplicants?: number | null) =>
  (maxApplicants ? Math.min(maxApplicants, MAX_APPLICANTS_PER_ORDER) : MAX_APPLICANTS_PER_ORDER);

/** Why one more applicant is refused: the agency's own limit named when there is one. */
export const applicantLimitMessage = (maxApplicants: number | null | undefined, language: Language) =>
  (maxApplicants
    ? fillMessage(visaChoiceMessages.agencyApplicantLimitReached[language], { limit: String(applicantLimitOf(maxApplicants)) })
    : visaChoiceMessages.applicantLimitReached[language]);

/**
 * Whether one more applicant may join the order, and under which consular post: at most five (or the agency's
 * `maxApplicants`), of the order's jurisdiction (the chosen center's, else the first applicant's).
 */
export function admitApplicant(
  order: { consularPostIds: readonly string[]; place?: OrderPlace; centers?: readonly CenterRef[]; maxApplicants?: number | null },
  provinceCode: string,
  jurisdictions: readonly Jurisdiction[],
): Admission {
  if (order.consularPostIds.length >= applicantLimitOf(order.maxApplicants)) return { ok: false, reason: 'applicantLimitReached' };
  const consularPostId = jurisdictionOf(provinceCode, jurisdictions);
  if (consularPostId === null) return { ok: false, reason: 'unknownJurisdiction' };
  const orderPost = order.place?.postId ?? null;
  if (orderPost !== null && consularPostId !== orderPost) {
    return { ok: false, reason: 'outsideCenter', servingCenterId: centerServing(provinceCode, order.centers ?? [], jurisdictions)?.id ?? null };
  }
  if (order.consularPostIds.some((id) => id !== consularPostId)) return { ok: false, reason: 'otherJurisdiction' };
  return { ok: true, consularPostId };
}

/** `{name}` placeholders of a message filled in (names already in the message's language). */
export const fillMessage = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

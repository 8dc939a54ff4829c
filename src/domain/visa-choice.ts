import { z } from 'zod';
import { MAX_APPLICANTS_PER_ORDER } from './constants.ts';
import { evenWithIssues, REGION_CODE_PATTERN, text } from './form-fields.ts';
import { table } from './localized.ts';
import { requiredKey } from './required-messages.ts';
import { PURPOSES } from './visit-form.ts';

// The visa choice (route choiceVisaType) and who may join an order (route confirmApplicant): at most five
// applicants, all of one consular post's jurisdiction, found from the province of registration or residence.

export const SENDER_RELATIONS = ['myself', 'familyMember'] as const;

export const visaChoiceMessages = table({
  applicantLimitReached: [
    `每个订单最多${MAX_APPLICANTS_PER_ORDER}位申请人。请先完成本订单，再为其他申请人另建一个订单`,
    `An order takes at most ${MAX_APPLICANTS_PER_ORDER} applicants. Finish this order, then start a separate order for the others`,
    `한 주문에는 신청인을 최대 ${MAX_APPLICANTS_PER_ORDER}명까지 추가할 수 있습니다. 이 주문을 마친 후 나머지 신청인은 별도의 주문으로 신청해 주세요`,
  ],
  otherJurisdiction: [
    '该申请人属于其他领区。同一订单的申请人须属于同一领区，请为该申请人另建一个订单',
    'This applicant belongs to another consular district. Applicants of one order must share one district: start a separate order for this applicant',
    '이 신청인은 다른 영사 관할 구역에 속합니다. 한 주문의 신청인은 같은 관할 구역이어야 하니, 이 신청인은 별도의 주문으로 신청해 주세요',
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
  relation: z.enum(SENDER_RELATIONS, { error: requiredKey('applicant.relation') }),
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

export type AdmissionRefusal = 'applicantLimitReached' | 'otherJurisdiction' | 'unknownJurisdiction';
export type Admission = { ok: true; consularPostId: string } | { ok: false; reason: AdmissionRefusal };

/** Whether one more applicant may join the order, and under which consular post. */
export function admitApplicant(
  order: { consularPostIds: readonly string[] },
  provinceCode: string,
  jurisdictions: readonly Jurisdiction[],
): Admission {
  if (order.consularPostIds.length >= MAX_APPLICANTS_PER_ORDER) return { ok: false, reason: 'applicantLimitReached' };
  const consularPostId = jurisdictionOf(provinceCode, jurisdictions);
  if (consularPostId === null) return { ok: false, reason: 'unknownJurisdiction' };
  if (order.consularPostIds.some((id) => id !== consularPostId)) return { ok: false, reason: 'otherJurisdiction' };
  return { ok: true, consularPostId };
}

import { z } from 'zod';
import { mobileSchema } from './account-rules.ts';
import { MAX_APPLICANTS_PER_ORDER } from './constants.ts';
import { isIsoDate } from './dates.ts';
import { count, date, evenWithIssues, formStep, optionalDate, optionalPhone, optionalRegion, optionalText, phone, region, text } from './form-fields.ts';
import { table } from './localized.ts';
import { requiredKey } from './required-messages.ts';
import { SENDER_RELATIONS } from './visa-choice.ts';
import type { WorkingCalendar } from './working-days.ts';
import { RESERVATION_PURPOSES } from './reservation-purposes.ts';
import { checkReservationDate } from './working-days.ts';

// How the documents reach the center (courier pick-up or self-delivery with a reservation) and how each
// passport comes back (courier or pick-up). Urgent orders have no courier service, either way (spec §4).

export const DELIVERY_WAYS = ['courier', 'selfDelivery'] as const;
export const RETURN_WAYS = ['courier', 'pickup'] as const;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// A passport number has 8 or 9 characters, a Chinese ID card 18; 5 to 32 lets other countries' documents through.
const ID_OR_PASSPORT_LENGTH = { min: 5, max: 32 };

export const deliveryMessages = table({
  courierNotForUrgent: [
    '加急申请不提供快递服务，请选择自行递交或到中心领取',
    'Urgent applications have no courier service: bring the documents to the center and collect the passport there',
    '긴급 신청은 택배 서비스가 제공되지 않습니다. 센터에 직접 제출하고 센터에서 수령해 주세요',
  ],
  timeInvalid: ['请选择正确的时间', 'Choose a time from the list', '목록에서 시간을 선택해 주세요'],
  idOrPassportInvalid: ['请输入正确的身份证号码或护照号码（字母和数字）', 'Enter an ID card or passport number: letters and digits only', '올바른 신분증 번호 또는 여권 번호를 입력해 주세요(영문자와 숫자)'],
  idOrPassportLength: [
    `身份证号码或护照号码应为 ${ID_OR_PASSPORT_LENGTH.min} 至 ${ID_OR_PASSPORT_LENGTH.max} 位字母和数字`,
    `An ID card or passport number has ${ID_OR_PASSPORT_LENGTH.min} to ${ID_OR_PASSPORT_LENGTH.max} letters and digits`,
    `신분증 번호 또는 여권 번호는 영문자와 숫자 ${ID_OR_PASSPORT_LENGTH.min}~${ID_OR_PASSPORT_LENGTH.max}자입니다`,
  ],
  regionMismatch: ['所选城市或区县不属于所选省份或城市', 'The city or district is not in the province or city chosen', '선택한 시 또는 구/현이 선택한 성 또는 시에 속하지 않습니다'],
  returnsIncomplete: [
    '请为每位申请人选择护照返还方式',
    "Choose how each applicant's passport comes back",
    '신청인마다 여권 반환 방식을 선택해 주세요',
  ],
  exitDateNotFuture: ['出境日期须晚于今天', 'The exit date must be after today', '출국 날짜는 오늘 이후여야 합니다'],
  returnsDuplicate: [
    '每位申请人只能选择一种护照返还方式',
    "Each applicant's passport comes back one way only",
    '신청인마다 여권 반환 방식은 하나만 선택할 수 있습니다',
  ],
});

/** City within the province, district within the city: statistical codes share their prefix. */
function checkRegion(value: { provinceId?: unknown; cityId?: unknown; districtId?: unknown }, ctx: z.RefinementCtx) {
  const { provinceId, cityId, districtId } = value;
  if (typeof provinceId === 'string' && typeof cityId === 'string' && cityId.slice(0, 2) !== provinceId.slice(0, 2)) {
    ctx.addIssue({ code: 'custom', message: 'regionMismatch', path: ['cityId'] });
  } else if (typeof cityId === 'string' && typeof districtId === 'string' && districtId.slice(0, 4) !== cityId.slice(0, 4)) {
    ctx.addIssue({ code: 'custom', message: 'regionMismatch', path: ['districtId'] });
  }
}

export interface DeliveryContext {
  urgent?: boolean;
  /** China date of today: the exit date must come after it; with `calendar`, the reservation date is checked too. */
  today?: string;
  calendar?: WorkingCalendar;
}

const deliveryFields = z.object({
  way: z.enum(DELIVERY_WAYS, { error: requiredKey('delivery.way') }),
  senderName: text('delivery.senderName'),
  senderPhone: phone('delivery.senderPhone'),
  provinceId: region('delivery.provinceId'),
  cityId: region('delivery.cityId'),
  districtId: region('delivery.districtId'),
  address: optionalText(),
  saveAddress: z.boolean().optional(),
  reservationDate: optionalDate(),
  reservationTime: z.string().trim().regex(TIME_PATTERN, { error: 'timeInvalid' }).or(z.literal('')).optional()
    .transform((value) => value || undefined),
  normalCount: count('delivery.normalCount').optional(),
  urgentCount: count('delivery.urgentCount').optional(),
  senderRelation: z.enum(SENDER_RELATIONS, { error: requiredKey('delivery.senderRelation') }),
  exitDate: optionalDate(),
});
type DeliveryFields = z.output<typeof deliveryFields>;

/**
 * Courier: the pick-up address. Self-delivery: a reservation date and time instead, checked against the
 * working-day calendar when `today` and `calendar` are given (the server always gives them).
 */
export function deliverySchemaOn(context: DeliveryContext = {}) {
  return formStep<typeof deliveryFields.shape, DeliveryFields>('delivery', deliveryFields, [
    { when: (v) => v.way === 'courier', fields: ['address'] },
    { when: (v) => v.way === 'selfDelivery', fields: ['reservationDate', 'reservationTime'] },
  ], (delivery, ctx) => {
    checkRegion(delivery, ctx);
    if (context.urgent && delivery.way === 'courier') ctx.addIssue({ code: 'custom', message: 'courierNotForUrgent', path: ['way'] });
    const { today, calendar } = context;
    if (today !== undefined && typeof delivery.exitDate === 'string' && isIsoDate(delivery.exitDate) && delivery.exitDate <= today) {
      ctx.addIssue({ code: 'custom', message: 'exitDateNotFuture', path: ['exitDate'] });
    }
    if (delivery.way === 'selfDelivery' && delivery.reservationDate && today !== undefined && calendar) {
      const check = checkReservationDate(delivery.reservationDate, today, calendar);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: `reservation.${check.reason}`, path: ['reservationDate'] });
    }
  });
}

export const deliverySchema = deliverySchemaOn();

const returnWayFields = z.object({
  way: z.enum(RETURN_WAYS, { error: requiredKey('returnWay.way') }),
  recipient: optionalText(),
  phone: optionalPhone(),
  provinceId: optionalRegion(),
  cityId: optionalRegion(),
  districtId: optionalRegion(),
  address: optionalText(),
  applyIds: z.array(z.string().min(1), { error: requiredKey('returnWay.applyIds') })
    .min(1, { error: requiredKey('returnWay.applyIds') }).max(MAX_APPLICANTS_PER_ORDER),
});
type ReturnWayFields = z.output<typeof returnWayFields>;

/** One return group: the applicants whose passports go back the same way (and to the same address). */
export function returnWaySchemaOn(context: { urgent?: boolean } = {}) {
  const courierFields = ['recipient', 'phone', 'provinceId', 'cityId', 'districtId', 'address'] as const;
  return formStep<typeof returnWayFields.shape, ReturnWayFields>('returnWay', returnWayFields, [
    { when: (v) => v.way === 'courier', fields: courierFields },
  ], (group, ctx) => {
    if (group.way !== 'courier') return;
    if (context.urgent) ctx.addIssue({ code: 'custom', message: 'courierNotForUrgent', path: ['way'] });
    checkRegion(group, ctx);
  });
}

export const returnWaySchema = returnWaySchemaOn();

/** The order's applications by handling: all normal or all urgent (one visa choice per order). */

/** Every applicant of the order in exactly one return group. */
export function checkReturnsCover(groups: readonly { applyIds: readonly string[] }[], applyIds: readonly string[]): 'returnsIncomplete' | 'returnsDuplicate' | null {
  const listed = groups.flatMap((group) => group.applyIds);
  if (new Set(listed).size !== listed.length) return 'returnsDuplicate';
  const wanted = new Set(applyIds);
  if (listed.some((id) => !wanted.has(id)) || applyIds.some((id) => !listed.includes(id))) return 'returnsIncomplete';
  return null;
}

/**
 * An ID card or passport number as a booking names its visitor, upper-cased: its length and its characters are
 * told apart, so "AB1" hears that it is too short rather than that its letters are wrong.
 */
export const idOrPassportNumber = z.string().trim().toUpperCase()
  .min(ID_OR_PASSPORT_LENGTH.min, { error: 'idOrPassportLength' }).max(ID_OR_PASSPORT_LENGTH.max, { error: 'idOrPassportLength' })
  .regex(/^[A-Z0-9]+$/, { error: 'idOrPassportInvalid' });

export const reservationFields = z.object({
  centerId: text('reservation.centerId'),
  date: date('reservation.date'),
  time: z.string({ error: requiredKey('reservation.time') }).trim().min(1, { error: requiredKey('reservation.time') })
    .regex(TIME_PATTERN, { error: 'timeInvalid' }),
  kind: z.enum(['offline', 'selfDelivery'], { error: requiredKey('reservation.kind') }),
  name: text('reservation.name'),
  mobile: z.string({ error: requiredKey('reservation.mobile') }).trim().min(1, { error: requiredKey('reservation.mobile') }).pipe(mobileSchema),
  smsCode: text('reservation.smsCode').max(16, { error: requiredKey('reservation.smsCode') }),
  people: count('reservation.people', 1).max(MAX_APPLICANTS_PER_ORDER, { error: 'numberInvalid' }),
  /**
   * An offline appointment says what the visit is for and whose ID it is. No orderId: the public call has no
   * signed-in caller to own an order, and an order's own self-delivery is booked with the order (issue 39 item 8).
   */
  purpose: z.enum(RESERVATION_PURPOSES, { error: requiredKey('reservation.purpose') }).optional(),
  idNumber: z.string().trim().optional().transform((v) => v || undefined).pipe(idOrPassportNumber.optional()),
  /** The booker has been shown the earlier booking this one cancels and confirmed it. */
  replaceEarlier: z.boolean().optional(),
});

/** The reservation call (ReservationRequest): an appointment or a self-delivery, on an open working day. */
export function reservationRequestSchemaOn(context: { today?: string; calendar?: WorkingCalendar } = {}) {
  return reservationFields.superRefine((request, ctx) => {
    const { today, calendar } = context;
    if (request.kind === 'offline' && !request.purpose) ctx.addIssue({ code: 'custom', message: requiredKey('reservation.purpose'), path: ['purpose'] });
    if (request.kind === 'offline' && !request.idNumber) ctx.addIssue({ code: 'custom', message: requiredKey('reservation.idNumber'), path: ['idNumber'] });
    if (!isIsoDate(request.date)) return;
    const check = today !== undefined && calendar ? checkReservationDate(request.date, today, calendar) : undefined;
    if (check && !check.ok) ctx.addIssue({ code: 'custom', message: `reservation.${check.reason}`, path: ['date'] });
  }, evenWithIssues);
}

import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { table } from './localized.ts';
import type { RequiredField } from './required-messages.ts';
import { requiredKey } from './required-messages.ts';

// The field builders every flow schema is made of. Their errors are message keys (see flow-messages.ts).
// Text inputs arrive as '' when left empty; optional builders turn that into undefined, so an empty optional
// field is absent rather than an empty string on the server.

export const TEXT_MAX = 200;
export const PHONE_PATTERN = /^[0-9]{5,20}$/;
export const REGION_CODE_PATTERN = /^\d{6}$/;

export const formMessages = table({
  dateInvalid: ['请输入正确的日期（年-月-日）', 'Enter a real date as year-month-day', '올바른 날짜(연-월-일)를 입력해 주세요'],
  phoneDigits: ['电话号码只能包含数字0-9（5到20位）', 'Use digits 0 to 9 only, 5 to 20 of them', '전화번호는 숫자 0~9만 5~20자리로 입력해 주세요'],
  textTooLong: [`不能超过${TEXT_MAX}个字`, `Use ${TEXT_MAX} characters or fewer`, `${TEXT_MAX}자 이하로 입력해 주세요`],
  numberInvalid: ['请输入正确的数字', 'Enter a whole number', '올바른 숫자를 입력해 주세요'],
  regionInvalid: ['请从列表中选择地区', 'Choose the region from the list', '목록에서 지역을 선택해 주세요'],
  dateOrder: ['结束日期不能早于开始日期', 'The end date cannot be earlier than the start date', '종료일은 시작일보다 빠를 수 없습니다'],
  dateInFuture: ['该日期不能晚于今天', 'This date cannot be in the future', '이 날짜는 오늘 이후일 수 없습니다'],
});

const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

export const text = (field: RequiredField) =>
  z.string({ error: requiredKey(field) }).trim().min(1, { error: requiredKey(field) }).max(TEXT_MAX, { error: 'textTooLong' });

export const optionalText = () => z.string().trim().max(TEXT_MAX, { error: 'textTooLong' }).optional().transform(blankToUndefined);

export const phone = (field: RequiredField) =>
  z.string({ error: requiredKey(field) }).trim().min(1, { error: requiredKey(field) }).regex(PHONE_PATTERN, { error: 'phoneDigits' });

export const optionalPhone = () =>
  z.string().trim().regex(PHONE_PATTERN, { error: 'phoneDigits' }).or(z.literal('')).optional().transform(blankToUndefined);

export const date = (field: RequiredField) =>
  z.string({ error: requiredKey(field) }).trim().min(1, { error: requiredKey(field) }).refine(isIsoDate, { error: 'dateInvalid' });

export const optionalDate = () =>
  z.string().trim().refine((value) => value === '' || isIsoDate(value), { error: 'dateInvalid' }).optional().transform(blankToUndefined);

export const yesNo = (field: RequiredField) => z.boolean({ error: requiredKey(field) });

export const choice = <const T extends readonly [string, ...string[]]>(values: T, field: RequiredField) =>
  z.enum(values, { error: requiredKey(field) });

export const region = (field: RequiredField) =>
  z.string({ error: requiredKey(field) }).trim().min(1, { error: requiredKey(field) }).regex(REGION_CODE_PATTERN, { error: 'regionInvalid' });

export const optionalRegion = () =>
  z.string().trim().regex(REGION_CODE_PATTERN, { error: 'regionInvalid' }).or(z.literal('')).optional().transform(blankToUndefined);

/** An upload's file id: present once the file was accepted by the server. */
export const fileId = (field: RequiredField) => z.string({ error: requiredKey(field) }).trim().min(1, { error: requiredKey(field) });

export const count = (field: RequiredField, min = 0) =>
  z.number({ error: requiredKey(field) }).int({ error: 'numberInvalid' }).min(min, { error: 'numberInvalid' });

/** A follow-up: which fields a yes (or an 'other') brings into the form. A field listed by several is shown when any is. */
export interface FollowUp<T> {
  when: (value: Partial<T>) => boolean;
  fields: readonly (keyof T & string)[];
}

/**
 * Cross-field rules also run when some fields failed, so an empty submit lists every error at once; but only on
 * an object, since a refinement of a missing section would otherwise read fields of undefined.
 */
export const evenWithIssues = { when: (payload: { value: unknown }) => isRecord(payload.value) };

const isMissing = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form step whose follow-up fields count only when their question says so. Hidden fields are dropped before
 * validation (a 'yes' typed in and then changed to 'no' neither blocks the step nor reaches the server); shown
 * ones become required with their `required.<section>.<field>` message. `extra` adds cross-field rules; it also
 * runs when some fields failed, so an empty submit lists every error at once, and must read fields defensively.
 */
export function formStep<Shape extends z.ZodRawShape, T extends z.output<z.ZodObject<Shape>>>(
  section: string,
  fields: z.ZodObject<Shape>,
  followUps: readonly FollowUp<T>[],
  extra?: (value: Partial<T>, ctx: z.RefinementCtx) => void,
) {
  const checked = fields.superRefine((value, ctx) => {
    const partial = value as Partial<T>;
    const shown = new Set(followUps.filter((rule) => rule.when(partial)).flatMap((rule) => rule.fields));
    for (const field of shown) {
      if (isMissing(partial[field])) ctx.addIssue({ code: 'custom', message: `required.${section}.${field}`, path: [field] });
    }
    extra?.(partial, ctx);
  }, evenWithIssues);
  const dropHidden = (input: z.input<typeof fields>) => {
    // A section missing from a body (or not an object) reports its own required fields, not "expected object".
    if (!isRecord(input)) return {};
    const shown = new Set(followUps.filter((rule) => rule.when(input as Partial<T>)).flatMap((rule) => rule.fields));
    const kept: Record<string, unknown> = { ...input };
    for (const rule of followUps) for (const field of rule.fields) if (!shown.has(field)) delete kept[field];
    return kept;
  };
  return z.preprocess(dropHidden, checked);
}

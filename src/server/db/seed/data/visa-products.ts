// Validity products per visa type. Fees come from the statutory table (fees.ts) so the two cannot drift;
// handling times are the center's service levels (sample values, see 003-seed-data.md).
import { URGENT_REVIEW_WORKING_DAYS } from '../../../../domain/constants.ts';
import { consulateFeeUsd } from './fees.ts';
import type { Entries, Localized, VisaProduct } from './types.ts';

type ProductSpec = { entries: Entries; validityMonths: number; stayDays: number };

const SINGLE_SHORT: ProductSpec = { entries: 'single', validityMonths: 3, stayDays: 90 };
const DOUBLE_SHORT: ProductSpec = { entries: 'double', validityMonths: 6, stayDays: 90 };
// Five-year multiple-entry visas for Chinese nationals allow up to 30 days per stay.
const MULTIPLE_SHORT: ProductSpec = { entries: 'multiple', validityMonths: 60, stayDays: 30 };

const SHORT_NORMAL_DAYS = 5;
const LONG_NORMAL_DAYS = 10;

function stayText(days: number, entries: Entries): Localized {
  if (days % 365 === 0) {
    const y = days / 365;
    return { zh: `停留${y}年`, en: `stay up to ${y} year${y > 1 ? 's' : ''}`, ko: `체류 ${y}년` };
  }
  if (entries === 'single') return { zh: `停留${days}天`, en: `stay up to ${days} days`, ko: `체류 ${days}일` };
  return { zh: `每次停留${days}天`, en: `up to ${days} days per stay`, ko: `1회 체류 ${days}일` };
}

function validityText(months: number): Localized {
  if (months % 12 === 0) {
    const y = months / 12;
    return { zh: `${y}年有效`, en: `valid ${y} year${y > 1 ? 's' : ''}`, ko: `유효기간 ${y}년` };
  }
  return { zh: `${months}个月有效`, en: `valid ${months} months`, ko: `유효기간 ${months}개월` };
}

const entriesText: Record<Entries, Localized> = {
  single: { zh: '单次', en: 'Single entry', ko: '단수' },
  double: { zh: '两次', en: 'Double entry', ko: '2회' },
  multiple: { zh: '多次', en: 'Multiple entry', ko: '복수' },
};

function productName(s: ProductSpec): Localized {
  const e = entriesText[s.entries];
  const v = validityText(s.validityMonths);
  const st = stayText(s.stayDays, s.entries);
  return {
    zh: `${e.zh}（${v.zh}，${st.zh}）`,
    en: `${e.en} (${v.en}, ${st.en})`,
    ko: `${e.ko} (${v.ko}, ${st.ko})`,
  };
}

function product(typeCode: string, s: ProductSpec, sortOrder: number): VisaProduct {
  const short = s.stayDays <= 90;
  return {
    id: `product-${typeCode.toLowerCase()}-${s.entries}`,
    visaTypeId: `type-${typeCode.toLowerCase()}`,
    entries: s.entries,
    validityMonths: s.validityMonths,
    stayDays: s.stayDays,
    name: productName(s),
    consulateFeeUsd: consulateFeeUsd(s.entries, s.stayDays),
    normalWorkingDays: short ? SHORT_NORMAL_DAYS : LONG_NORMAL_DAYS,
    urgentWorkingDays: URGENT_REVIEW_WORKING_DAYS,
    // Multiple-entry and long-stay visas need a full review, so the center offers no urgent handling for them.
    urgentAvailable: short && s.entries !== 'multiple',
    sortOrder,
  };
}

const shortStay = (code: string, specs: ProductSpec[]) => specs.map((s, i) => product(code, s, i + 1));

/** Long-stay visas are single entry, valid 3 months; the stay is the longest first grant for the status. */
const longStay = (code: string, stayYears: number) =>
  [product(code, { entries: 'single', validityMonths: 3, stayDays: stayYears * 365 }, 1)];

export const visaProducts: readonly VisaProduct[] = [
  ...shortStay('C-3-9', [SINGLE_SHORT, DOUBLE_SHORT, MULTIPLE_SHORT]),
  ...shortStay('C-3-1', [SINGLE_SHORT, DOUBLE_SHORT, MULTIPLE_SHORT]),
  ...shortStay('C-3-3', [SINGLE_SHORT, DOUBLE_SHORT]),
  ...shortStay('C-3-4', [SINGLE_SHORT, DOUBLE_SHORT, MULTIPLE_SHORT]),
  ...longStay('D-2', 2),
  ...longStay('D-4', 2),
  ...longStay('E-7', 3),
  ...longStay('D-7', 2),
  ...longStay('D-8', 5),
  ...longStay('F-1', 2),
  ...longStay('F-6', 3),
];

import type { ReturnGroup, SenderDetails } from '../../../../machines/application/order-data';
import { checkReturnsCover, returnWaySchemaOn } from '../../../domain/delivery-rules';
import { issuesToErrors } from './form-errors';

// The return form of receiveDataInfo: one or more returns, each a way (courier or pick-up) and the applicants it
// covers; a courier return has its address. Fields are flat (`recipient_g1`) so every shared field part finds its
// message by name; `groups` lists the keys of the returns on the page, in order.

export const RETURN_FIELDS = ['way', 'applyIds', 'recipient', 'phone', 'provinceId', 'cityId', 'districtId', 'address'] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];

export type ReturnValues = { groups: string[] } & Record<string, string | string[] | boolean>;

export const fieldOf = (field: ReturnField, key: string) => `${field}_${key}`;

const text = (values: ReturnValues, field: ReturnField, key: string): string => {
  const value = values[fieldOf(field, key)];
  return typeof value === 'string' ? value : '';
};
/** A lone checkbox answers its value or false rather than a list: both read as a list here. */
const ids = (values: ReturnValues, key: string): string[] => {
  const value: unknown = values[fieldOf('applyIds', key)];
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
  return typeof value === 'string' && value ? [value] : [];
};

/** A return's fields, empty, or with a courier address to start from. */
export function groupValues(key: string, start: { way?: string; applyIds?: string[]; recipient?: Partial<SenderDetails> } = {}): Record<string, string | string[] | boolean> {
  const from = start.recipient ?? {};
  return {
    [fieldOf('way', key)]: start.way ?? '',
    [fieldOf('applyIds', key)]: start.applyIds ?? [],
    [fieldOf('recipient', key)]: from.name ?? '',
    [fieldOf('phone', key)]: from.phone ?? '',
    [fieldOf('provinceId', key)]: from.provinceId ?? '',
    [fieldOf('cityId', key)]: from.cityId ?? '',
    [fieldOf('districtId', key)]: from.districtId ?? '',
    [fieldOf('address', key)]: from.address ?? '',
  };
}

/** The next free key (g1, g2, …): keys never move, so a removed return takes no typing of another with it. */
export const nextGroupKey = (groups: readonly string[]) => `g${Math.max(0, ...groups.map((key) => Number(key.slice(1)) || 0)) + 1}`;

/**
 * The saved returns when there are some; else one return for every applicant whose address is the sender's
 * (never asked twice). Urgent orders start on pick-up, the only way they have.
 */
export function returnStart(saved: readonly ReturnGroup[] | null, sender: SenderDetails | null, applicantIds: readonly string[], urgent: boolean): ReturnValues {
  if (saved?.length) {
    const groups = saved.map((_, index) => `g${index + 1}`);
    return saved.reduce<ReturnValues>((values, group, index) => ({
      ...values,
      ...groupValues(groups[index]!, group.way === 'courier'
        ? { way: 'courier', applyIds: group.applicantIds, recipient: group.recipient }
        : { way: 'pickup', applyIds: group.applicantIds }),
    }), { groups });
  }
  return { groups: ['g1'], ...groupValues('g1', { way: urgent ? 'pickup' : '', applyIds: [...applicantIds], recipient: sender ?? undefined }) };
}

/** Field → message key, in the page's order; the cover rule speaks beside the first return's applicants. */
export function checkReturns(values: ReturnValues, applicantIds: readonly string[], urgent: boolean): Record<string, string> {
  const schema = returnWaySchemaOn({ urgent });
  const errors: Record<string, string> = {};
  for (const key of values.groups) {
    const group = Object.fromEntries(RETURN_FIELDS.map((field) => [field, field === 'applyIds' ? ids(values, key) : text(values, field, key)]));
    const result = schema.safeParse(group);
    if (!result.success) Object.assign(errors, issuesToErrors(result.error.issues, (path) => fieldOf(path.split('.')[0] as ReturnField, key)));
  }
  const first = values.groups[0];
  const cover = checkReturnsCover(values.groups.map((key) => ({ applyIds: ids(values, key) })), applicantIds);
  if (cover && first && !errors[fieldOf('applyIds', first)]) errors[fieldOf('applyIds', first)] = cover;
  return errors;
}

/** The summary's order: return by return, field by field. */
export const returnFieldsOf = (groups: readonly string[]) => groups.flatMap((key) => RETURN_FIELDS.map((field) => fieldOf(field, key)));

/** What the machine keeps. */
export function returnGroupsOf(values: ReturnValues): ReturnGroup[] {
  return values.groups.map((key): ReturnGroup => (text(values, 'way', key) === 'courier'
    ? {
      way: 'courier',
      applicantIds: ids(values, key),
      recipient: {
        name: text(values, 'recipient', key).trim(), phone: text(values, 'phone', key).trim(), provinceId: text(values, 'provinceId', key),
        cityId: text(values, 'cityId', key), districtId: text(values, 'districtId', key), address: text(values, 'address', key).trim(),
      },
      // Saving an address goes with the sender's (the contract's returns carry no such flag).
      saveAddress: false,
    }
    : { way: 'pickup', applicantIds: ids(values, key) }));
}

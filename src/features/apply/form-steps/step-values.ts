// The form holds every answer as text (radios 'true'/'false', numbers as typed), so it restores from
// localStorage and from saved data the same way; the domain schemas want booleans, numbers and absent fields.

/** Questions answered yes or no, at any depth of a step. */
const YES_NO = new Set([
  'usedOtherName', 'holdOtherCountry', 'holdOtherPassport', 'haveChild', 'haveCompanion', 'visitedValue',
  'hadVisitedOther', 'haveInKorea', 'haveInvited', 'haveHelper',
]);
/** Fields the schemas read as numbers. */
const NUMBERS = new Set(['childrenCount', 'days', 'visitedTimes', 'cost']);

export type FormValues = { [key: string]: FormValue };
export type FormValue = string | FormValues | FormValues[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function inputOf(key: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? toStepInput(item) : item));
  if (isRecord(value)) return toStepInput(value);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (YES_NO.has(key)) return trimmed === 'true' ? true : trimmed === 'false' ? false : undefined;
  // A number that is not one (e.g. "3a") stays NaN, so the schema's own message names the field.
  if (NUMBERS.has(key)) return Number(trimmed);
  return value;
}

/** What the step's schema reads: empty text left out, yes/no as booleans, counts and amounts as numbers. */
export function toStepInput(values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const converted = inputOf(key, value);
    if (converted !== undefined) input[key] = converted;
  }
  return input;
}

function formValueOf(value: unknown, template: FormValue | undefined): FormValue {
  if (Array.isArray(value)) {
    const item = Array.isArray(template) ? template[0] : undefined;
    return value.filter(isRecord).map((entry) => toFormValues(entry, item ?? {}));
  }
  if (isRecord(value)) return toFormValues(value, isRecord(template) ? (template as FormValues) : {});
  if (value === undefined || value === null) return template ?? '';
  return String(value);
}

/**
 * Saved or prefilled data as form text, laid over the step's empty template so every field the form
 * registers has a value (lists start empty; `template[list][0]` is the shape of one item).
 */
export function toFormValues(data: Record<string, unknown>, template: FormValues): FormValues {
  const values: FormValues = {};
  for (const [key, empty] of Object.entries(template)) {
    values[key] = key in data ? formValueOf(data[key], empty) : Array.isArray(empty) ? [] : empty;
  }
  return values;
}

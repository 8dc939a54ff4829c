// Dotted ApplicantData paths (`passport.passportNum`, `visit.trips.0.city`): which the center may flag, reading and
// writing a value at one, and the form step that owns it, so a correction is checked by that step's domain rules.
import { stepOfSection } from '../../domain/applicant-sections.ts';
import type { StepName } from '../applies/body.ts';
import type { ApplicantForm } from '../applies/steps.ts';

const SEGMENT = /^(?:[A-Za-z][A-Za-z0-9]{0,40}|\d{1,2})$/;
/** Files are replaced by uploading again, not typed: a correction is a value a person can write. */
const FILE_FIELD = /fileid$/i;

export function stepOfPath(path: string): StepName | undefined {
  return stepOfSection(path.split('.')[0] ?? '');
}

export function valueAt(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of data with one value replaced; missing objects on the way are made. */
export function withValueAt(data: ApplicantForm, path: string, value: unknown): ApplicantForm {
  const keys = path.split('.');
  const copy = structuredClone(data);
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    at[key] = next !== null && typeof next === 'object' ? next : {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]!] = value;
  return copy;
}

const isScalar = (value: unknown) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A flaggable path: known section, plain segments, no file, and it names one value (not a whole section). */
export function isFlaggable(data: ApplicantForm, path: string): boolean {
  const segments = path.split('.');
  if (segments.length < 2 || segments.length > 5 || !segments.every((segment) => SEGMENT.test(segment))) return false;
  if (!stepOfPath(path) || FILE_FIELD.test(segments[segments.length - 1]!)) return false;
  return isScalar(valueAt(data, path));
}

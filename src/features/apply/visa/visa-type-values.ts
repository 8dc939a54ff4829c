import type { VisaTypeChoice } from '../../../../machines/application/order-data';
import { PURPOSES } from '../../../domain/visit-purposes';

// What the visa type screen holds while the person fills it in, and where it starts from: all it needs to show, so
// the flow's first screen appears without building any rules (they come with visa-choice-form.ts, after).

export const CHOICE_MODES = ['center', 'location'] as const;
export type ChoiceMode = (typeof CHOICE_MODES)[number];

export interface VisaTypeValues {
  mode: ChoiceMode;
  centerId: string;
  provinceCode: string;
  locationValue: string;
  purpose: string;
  visaTypeValue: string;
}

/** The form as it was left (back from the next screen), else the center the person chose on the site. */
export function visaTypeDefaults(previous: VisaTypeChoice | null, storedCenterId: string | null): VisaTypeValues {
  if (previous) {
    const byLocation = !previous.centerId && previous.locationValue !== '';
    return {
      mode: byLocation ? 'location' : 'center',
      centerId: previous.centerId,
      provinceCode: byLocation ? `${previous.locationValue.slice(0, 2)}0000` : '',
      locationValue: previous.locationValue,
      purpose: previous.purpose,
      visaTypeValue: previous.visaTypeValue,
    };
  }
  return { mode: 'center', centerId: storedCenterId ?? '', provinceCode: '', locationValue: '', purpose: '', visaTypeValue: '' };
}

/** A purpose and visa type the visa guide recommended, laid over empty defaults; anything unknown is ignored. */
export function withGuideChoice(values: VisaTypeValues, search: URLSearchParams | null): VisaTypeValues {
  const purpose = search?.get('purpose') ?? '';
  const visaType = search?.get('visaType') ?? '';
  if (!(PURPOSES as readonly string[]).includes(purpose) || !/^type-[a-z0-9-]{1,20}$/.test(visaType)) return values;
  return { ...values, purpose, visaTypeValue: visaType };
}

const EMPTY: VisaTypeValues = { mode: 'center', centerId: '', provinceCode: '', locationValue: '', purpose: '', visaTypeValue: '' };

/**
 * The product the visa guide recommended (?product=), for the product step to start with (decision 086): only with
 * the guide's own purpose and type, only while the person keeps that type, and only a product of that type's
 * catalogue name (product-<type>-…); anything else is ignored, as the product step ignores a product not offered.
 */
export function guideProductOf(search: URLSearchParams | null, chosenVisaType: string): string | null {
  const product = search?.get('product') ?? '';
  const visaType = search?.get('visaType') ?? '';
  if (withGuideChoice(EMPTY, search) === EMPTY || visaType !== chosenVisaType) return null;
  return /^product-[a-z0-9-]{1,40}$/.test(product) && product.startsWith(`product-${visaType.slice('type-'.length)}-`) ? product : null;
}

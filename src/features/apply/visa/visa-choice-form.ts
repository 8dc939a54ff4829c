import { z } from 'zod';
import type { VisaProductChoice, VisaTypeChoice } from '../../../../machines/application/order-data';
import { REGION_CODE_PATTERN } from '../../../domain/form-fields';
import { requiredKey } from '../../../domain/required-messages';
import { visaProductChoiceSchemaFor, visaTypeChoiceSchema } from '../../../domain/visa-choice';
import { PURPOSES } from '../../../domain/visit-purposes';
import { CHOICE_MODES, type VisaTypeValues } from './visa-type-values';

// The two visa-choice screens' rules, and how what they hold becomes the machine's VisaTypeChoice /
// VisaProductChoice: only through the domain's own schemas, so the machine gets valid data. The visa type screen,
// the flow's first, loads this module (and zod with it) only once it has shown (visa-type-values.ts is what it
// needs to show).


/** Where the center comes from in each mode; the other mode's fields are left as typed but not sent. */
export const visaTypeFormSchema = z.object({
  mode: z.enum(CHOICE_MODES),
  centerId: z.string(),
  provinceCode: z.string(),
  locationValue: z.string(),
  purpose: z.string(),
  visaTypeValue: z.string(),
}).superRefine((values, ctx) => {
  if (values.mode === 'center' && !values.centerId) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.centerId'), path: ['centerId'] });
  }
  if (values.mode === 'location' && !values.provinceCode) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.locationValue'), path: ['provinceCode'] });
  } else if (values.mode === 'location' && !REGION_CODE_PATTERN.test(values.locationValue)) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.locationValue'), path: ['locationValue'] });
  }
  if (!(PURPOSES as readonly string[]).includes(values.purpose)) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.purpose'), path: ['purpose'] });
  }
  if (!values.visaTypeValue.trim()) {
    ctx.addIssue({ code: 'custom', message: requiredKey('visaChoice.visaTypeValue'), path: ['visaTypeValue'] });
  }
});

/** The machine's event payload; the machine's type wants both ids as text, so the unused one is empty. */
export function visaTypeChoiceOf(values: VisaTypeValues): VisaTypeChoice {
  const parsed = visaTypeChoiceSchema.parse({
    centerId: values.mode === 'center' ? values.centerId : undefined,
    locationValue: values.mode === 'location' ? values.locationValue : undefined,
    purpose: values.purpose,
    visaTypeValue: values.visaTypeValue,
  });
  return {
    centerId: parsed.centerId ?? '',
    locationValue: parsed.locationValue ?? '',
    purpose: parsed.purpose,
    visaTypeValue: parsed.visaTypeValue,
  };
}

export type Handling = 'normal' | 'urgent';

export interface ProductValues {
  visaProductValue: string;
  /** 'normal', 'urgent', or '' before the choice. */
  urgent: string;
}

interface ProductFacts {
  id: string;
  urgentAvailable: boolean;
  fees: { visaFee: number; serviceFee: number; urgentFee: number };
}

/** The product step, checked by the domain rule of the chosen product (urgent only where offered). */
export function productFormSchemaFor(products: readonly ProductFacts[]) {
  return z.object({ visaProductValue: z.string(), urgent: z.string() }).superRefine((values, ctx) => {
    const product = products.find((p) => p.id === values.visaProductValue) ?? null;
    const result = visaProductChoiceSchemaFor(product).safeParse(choiceOf(values));
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  }).transform((values): VisaProductChoice => ({ visaProductValue: values.visaProductValue.trim(), urgent: values.urgent === 'urgent' }));
}

const choiceOf = (values: { visaProductValue: string; urgent: string }) => ({
  visaProductValue: values.visaProductValue,
  urgent: values.urgent === 'urgent' ? true : values.urgent === 'normal' ? false : undefined,
});

export const productDefaults = (previous: VisaProductChoice | null): ProductValues => ({
  visaProductValue: previous?.visaProductValue ?? '',
  urgent: previous ? (previous.urgent ? 'urgent' : 'normal') : '',
});

/** What one person pays, in USD: the consulate's fee and the center's, plus the urgent fee when urgent. */
export function feePerPerson(product: ProductFacts, urgent: boolean): number {
  return product.fees.visaFee + product.fees.serviceFee + (urgent && product.urgentAvailable ? product.fees.urgentFee : 0);
}

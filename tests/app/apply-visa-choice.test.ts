import { describe, expect, it } from 'vitest';
import { feePerPerson, productFormSchemaFor, visaTypeChoiceOf, visaTypeFormSchema } from '../../src/features/apply/visa/visa-choice-form';
import { visaTypeDefaults } from '../../src/features/apply/visa/visa-type-values';

const single = { id: 'p-single', urgentAvailable: true, fees: { visaFee: 40, serviceFee: 25, urgentFee: 20 } };
const multiple = { id: 'p-multiple', urgentAvailable: false, fees: { visaFee: 90, serviceFee: 25, urgentFee: 0 } };
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the visa type form', () => {
  it('reports every missing field of an empty submit at once', () => {
    const empty = visaTypeDefaults(null, null);
    expect(messagesOf(visaTypeFormSchema.safeParse(empty))).toEqual({
      centerId: 'required.visaChoice.centerId',
      purpose: 'required.visaChoice.purpose',
      visaTypeValue: 'required.visaChoice.visaTypeValue',
    });
  });

  it('asks for the province, then the city, when the center is found from the location', () => {
    const byLocation = { ...visaTypeDefaults(null, null), mode: 'location' as const, purpose: 'tourismTransit', visaTypeValue: 'type-c-3-9' };
    expect(messagesOf(visaTypeFormSchema.safeParse(byLocation))).toEqual({ provinceCode: 'required.visaChoice.locationValue' });
    expect(messagesOf(visaTypeFormSchema.safeParse({ ...byLocation, provinceCode: '110000' }))).toEqual({ locationValue: 'required.visaChoice.locationValue' });
  });

  it('sends only the chosen way to the machine', () => {
    const values = { mode: 'location' as const, centerId: 'center-beijing', provinceCode: '440000', locationValue: '440100', purpose: 'tourismTransit', visaTypeValue: 'type-c-3-9' };
    expect(visaTypeChoiceOf(values)).toEqual({ centerId: '', locationValue: '440100', purpose: 'tourismTransit', visaTypeValue: 'type-c-3-9' });
    expect(visaTypeChoiceOf({ ...values, mode: 'center' })).toEqual({ centerId: 'center-beijing', locationValue: '', purpose: 'tourismTransit', visaTypeValue: 'type-c-3-9' });
  });

  it('prefills the stored center, and the earlier choice when coming back', () => {
    expect(visaTypeDefaults(null, 'center-shanghai')).toMatchObject({ mode: 'center', centerId: 'center-shanghai' });
    expect(visaTypeDefaults({ centerId: '', locationValue: '440100', purpose: 'meeting', visaTypeValue: 't' }, 'center-shanghai'))
      .toMatchObject({ mode: 'location', provinceCode: '440000', locationValue: '440100', purpose: 'meeting' });
  });
});

describe('the product form', () => {
  const schema = productFormSchemaFor([single, multiple]);

  it('requires the validity and the handling', () => {
    expect(messagesOf(schema.safeParse({ visaProductValue: '', urgent: '' }))).toEqual({
      visaProductValue: 'required.visaChoice.visaProductValue',
      urgent: 'required.visaChoice.urgent',
    });
  });

  it('refuses urgent for a product that does not offer it, and accepts it where offered', () => {
    expect(messagesOf(schema.safeParse({ visaProductValue: 'p-multiple', urgent: 'urgent' }))).toEqual({ urgent: 'urgentNotAvailable' });
    expect(schema.parse({ visaProductValue: 'p-single', urgent: 'urgent' })).toEqual({ visaProductValue: 'p-single', urgent: true });
    expect(schema.parse({ visaProductValue: 'p-multiple', urgent: 'normal' })).toEqual({ visaProductValue: 'p-multiple', urgent: false });
  });

  it('adds the urgent fee per person only when urgent and offered', () => {
    expect(feePerPerson(single, false)).toBe(65);
    expect(feePerPerson(single, true)).toBe(85);
    expect(feePerPerson(multiple, true)).toBe(115);
  });
});

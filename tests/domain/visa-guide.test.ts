import { describe, expect, it } from 'vitest';
import { VISA_TYPE_PURPOSES } from '../../src/domain/prefill-rules';
import { GUIDE_NATIONALITIES, GUIDE_PURPOSES, GUIDE_STAYS, GUIDE_VISITS, recommendVisa, type GuideAnswers } from '../../src/domain/visa-guide';
import { visaProducts } from '../../src/server/db/seed/data/visa-products';
import { visaTypes } from '../../src/server/db/seed/data/visa-types';

// The visa guide (decision 040) only ever points at the seeded catalogue: every combination of answers names a visa
// type and a product of that type that exist, and the purpose the visa type step lists the type under.

const everyAnswer: GuideAnswers[] = GUIDE_PURPOSES.flatMap((purpose) => GUIDE_STAYS.flatMap((stay) =>
  GUIDE_NATIONALITIES.flatMap((nationality) => GUIDE_VISITS.map((visits) => ({ purpose, stay, nationality, visits })))));

describe('visa guide', () => {
  it.each(everyAnswer)('recommends a seeded type and product for %o', (answers) => {
    const recommendation = recommendVisa(answers);
    expect(visaTypes.map((type) => type.id)).toContain(recommendation.visaTypeId);
    const product = visaProducts.find((candidate) => candidate.id === recommendation.productId);
    expect(product?.visaTypeId).toBe(recommendation.visaTypeId);
    expect(VISA_TYPE_PURPOSES[recommendation.visaTypeId]).toBe(recommendation.flowPurpose);
  });

  it('offers a repeat visitor the multiple-entry product, and a first visitor the single one', () => {
    const tourist = { purpose: 'tourism', stay: 'le90', nationality: 'chinese' } as const;
    expect(recommendVisa({ ...tourist, visits: 'before' }).productId).toBe('product-c-3-9-multiple');
    expect(recommendVisa({ ...tourist, visits: 'never' }).productId).toBe('product-c-3-9-single');
    expect(recommendVisa({ ...tourist, purpose: 'medical', visits: 'before' }).productId).toBe('product-c-3-3-double');
  });

  it('sends a long family stay to F-1 and a short one to C-3-1', () => {
    const family = { purpose: 'family', nationality: 'foreignResident', visits: 'never' } as const;
    expect(recommendVisa({ ...family, stay: 'gt90' })).toMatchObject({ visaTypeId: 'type-f-1', reasons: { nationality: 'foreignResident' } });
    expect(recommendVisa({ ...family, stay: 'le90' }).visaTypeId).toBe('type-c-3-1');
  });
});

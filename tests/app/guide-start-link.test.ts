import { describe, expect, it } from 'vitest';
import { recommendVisa } from '../../src/domain/visa-guide';
import { guideStartPath } from '../../src/features/guide/start-link';
import { guideProductOf, visaTypeDefaults, withGuideChoice } from '../../src/features/apply/visa/visa-type-values';

// Issue 38 item 6 (decision 086): the guide's link carries its product, and the flow takes it only for the guide's
// own visa type.

const repeatTourist = recommendVisa({ purpose: 'tourism', stay: 'le90', nationality: 'chinese', visits: 'before' });
const searchOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('the visa guide link into the flow', () => {
  it('carries the purpose, the visa type and the recommended product', () => {
    const path = guideStartPath(repeatTourist);
    expect(path.startsWith('/apply/visa-type?')).toBe(true);
    const search = searchOf(path);
    expect(search.get('purpose')).toBe('tourismTransit');
    expect(search.get('visaType')).toBe('type-c-3-9');
    expect(search.get('product')).toBe('product-c-3-9-multiple');
  });

  it('gives the flow the product while the guide\'s visa type is kept', () => {
    const search = searchOf(guideStartPath(repeatTourist));
    const start = withGuideChoice(visaTypeDefaults(null, null), search);
    expect(guideProductOf(search, start.visaTypeValue)).toBe('product-c-3-9-multiple');
  });

  it('ignores the product once another visa type is chosen, or one not of the type, or a malformed one', () => {
    const search = searchOf(guideStartPath(repeatTourist));
    expect(guideProductOf(search, 'type-c-3-4')).toBeNull();
    expect(guideProductOf(new URLSearchParams('purpose=tourismTransit&visaType=type-c-3-9&product=product-d-2-single'), 'type-c-3-9')).toBeNull();
    expect(guideProductOf(new URLSearchParams('purpose=tourismTransit&visaType=type-c-3-9&product=product-c-3-9-<x>'), 'type-c-3-9')).toBeNull();
    expect(guideProductOf(new URLSearchParams('purpose=nonsense&visaType=type-c-3-9&product=product-c-3-9-single'), 'type-c-3-9')).toBeNull();
    expect(guideProductOf(null, 'type-c-3-9')).toBeNull();
  });
});

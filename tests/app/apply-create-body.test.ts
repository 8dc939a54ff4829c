import { describe, expect, it } from 'vitest';
import { createApplyBody, visaChoiceOf } from '../../src/features/apply/shared/create-apply';

const product = { visaProductValue: 'single', urgent: false };

describe('one createApply request for a step save and the submission', () => {
  it('leaves out the way not taken: a center, or a location', () => {
    const byCenter = visaChoiceOf({ visaType: { centerId: 'c1', locationValue: '', purpose: 'tour', visaTypeValue: 'C-3-9' }, product });
    expect(byCenter).toEqual({ centerId: 'c1', purpose: 'tour', visaTypeValue: 'C-3-9', ...product });
    const byLocation = visaChoiceOf({ visaType: { centerId: '', locationValue: '110000', purpose: 'tour', visaTypeValue: 'C-3-9' }, product });
    expect(byLocation).toEqual({ locationValue: '110000', purpose: 'tour', visaTypeValue: 'C-3-9', ...product });
    expect(visaChoiceOf({ visaType: null, product: null })).toEqual({});
  });

  it('names the applicant and the contract relation; a family member of any kind is familyMember', () => {
    const choice = { visaType: { centerId: 'c1', locationValue: '', purpose: 'tour', visaTypeValue: 'C-3-9' }, product };
    const entry = { applicantId: 'a1', name: '张三', provinceCode: '110000', relation: 'family' as const, consularPostId: 'p1' };
    expect(createApplyBody(choice, 'd1', entry, {})).toEqual({
      draftId: 'd1', visaChoice: visaChoiceOf(choice), applicant: { applicantId: 'a1', name: '张三', provinceCode: '110000' }, relation: 'familyMember', form: {},
    });
    expect(createApplyBody(choice, null, { ...entry, relation: 'myself' }, {}).relation).toBe('myself');
    expect(createApplyBody(choice, null, { ...entry, relation: 'client' }, {}).relation).toBe('client');
    expect(createApplyBody(choice, null, undefined, {})).toMatchObject({ draftId: undefined, applicant: undefined });
  });
});

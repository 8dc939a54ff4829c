import { describe, expect, it } from 'vitest';
import { relationsOffered } from '../../src/domain/applicant-relations';
import { applicantFormSchema, entryOf } from '../../src/features/apply/applicants/applicant-entry';
import { createApplyBody } from '../../src/features/apply/shared/create-apply';

// An agency's applicants are its clients (issue 38 item 3): the applicants step offers an agency 客户 and a person
// 本人 / 家庭成员, and a client added stays a client up to the contract's relation.

const posts = [{ id: 'post-beijing', provinceCodes: ['110000'] }];

describe('the client relation on the applicants step', () => {
  it('is offered to an agency only', () => {
    expect(relationsOffered('travelAgency')).toEqual(['client']);
    expect(relationsOffered('user')).toEqual(['myself', 'familyMember']);
  });

  it('adds a client as a client, any number of them, and sends it so', () => {
    const values = { name: '客户甲', provinceCode: '110000', relation: 'client' };
    expect(applicantFormSchema.safeParse(values).success).toBe(true);
    const first = entryOf(values, [], posts, () => 'c1');
    expect(first).toMatchObject({ ok: true, entry: { relation: 'client' } });
    const second = entryOf({ ...values, name: '客户乙' }, [{ consularPostId: 'post-beijing', relation: 'client' }], posts, () => 'c2');
    expect(second).toMatchObject({ ok: true, entry: { relation: 'client' } });
    if (!second.ok) return;
    const product = { visaProductValue: 'p', urgent: false };
    const choice = { visaType: { centerId: 'c1', locationValue: '', purpose: 'tour', visaTypeValue: 'C-3-9' }, product };
    expect(createApplyBody(choice, 'd1', second.entry, {}).relation).toBe('client');
  });
});

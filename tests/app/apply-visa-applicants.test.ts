import { describe, expect, it } from 'vitest';
import { applicantFormSchema, emptyApplicant, entryOf } from '../../src/features/apply/applicants/applicant-entry';
import { orderPlaceOf } from '../../src/domain/visa-choice';

const posts = [
  { id: 'post-beijing', provinceCodes: ['110000', '130000'] },
  { id: 'post-guangzhou', provinceCodes: ['440000'] },
];
let counter = 0;
const newId = () => `a${++counter}`;
const beijing = { consularPostId: 'post-beijing', relation: 'family' as const };

describe('adding an applicant', () => {
  it('reports every missing field of an empty submit', () => {
    const result = applicantFormSchema.safeParse(emptyApplicant());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'required.applicant.name'],
      ['relation', 'required.applicant.relation'],
      ['provinceCode', 'required.applicant.provinceCode'],
    ]);
  });

  it('admits an applicant under the post of the province, with the machine\'s relation name', () => {
    const result = entryOf({ name: ' 王芳 ', provinceCode: '130000', relation: 'familyMember' }, [beijing], posts, newId);
    expect(result).toEqual({ ok: true, entry: expect.objectContaining({ name: '王芳', relation: 'family', provinceCode: '130000', consularPostId: 'post-beijing' }) });
  });

  it('refuses a sixth applicant, another district, and a second "myself"', () => {
    expect(entryOf({ name: '六', provinceCode: '110000', relation: 'familyMember' }, Array(5).fill(beijing), posts, newId))
      .toEqual({ ok: false, reason: 'applicantLimitReached', field: null });
    expect(entryOf({ name: '广', provinceCode: '440000', relation: 'familyMember' }, [beijing], posts, newId))
      .toEqual({ ok: false, reason: 'otherJurisdiction', field: 'provinceCode' });
    expect(entryOf({ name: '藏', provinceCode: '990000', relation: 'familyMember' }, [], posts, newId))
      .toEqual({ ok: false, reason: 'unknownJurisdiction', field: 'provinceCode' });
    expect(entryOf({ name: '我', provinceCode: '110000', relation: 'myself' }, [{ ...beijing, relation: 'myself' }], posts, newId))
      .toEqual({ ok: false, reason: 'myselfAlreadyAdded', field: 'relation' });
  });

  it('lets the first applicant of any covered province fix the district', () => {
    expect(entryOf({ name: '粤', provinceCode: '440000', relation: 'myself' }, [], posts, newId))
      .toMatchObject({ ok: true, entry: { consularPostId: 'post-guangzhou', relation: 'myself' } });
  });

  it("takes the chosen center's district: another one is refused with the center that serves it (issue 12 item 2)", () => {
    const centers = [
      { id: 'center-beijing', consularPostId: 'post-beijing', isDefault: false },
      { id: 'center-guangzhou', consularPostId: 'post-guangzhou', isDefault: false },
      { id: 'center-default', consularPostId: 'post-beijing', isDefault: true },
    ];
    const atBeijing = { place: orderPlaceOf({ centerId: 'center-beijing' }, centers, posts), centers };
    expect(entryOf({ name: '粤', provinceCode: '440000', relation: 'myself' }, [], posts, newId, atBeijing))
      .toEqual({ ok: false, reason: 'outsideCenter', field: 'provinceCode', servingCenterId: 'center-guangzhou' });
    expect(entryOf({ name: '京', provinceCode: '110000', relation: 'myself' }, [], posts, newId, atBeijing)).toMatchObject({ ok: true });
    // Chosen by place: the place's district, at the center serving it.
    expect(orderPlaceOf({ locationValue: '440100' }, centers, posts)).toEqual({ center: centers[1], postId: 'post-guangzhou' });
    // The national-service center: the first applicant fixes the district, as before.
    const national = { place: orderPlaceOf({ centerId: 'center-default' }, centers, posts), centers };
    expect(national.place.postId).toBeNull();
    expect(entryOf({ name: '粤', provinceCode: '440000', relation: 'myself' }, [], posts, newId, national)).toMatchObject({ ok: true });
    expect(entryOf({ name: '京', provinceCode: '110000', relation: 'familyMember' }, [{ consularPostId: 'post-guangzhou', relation: 'myself' }], posts, newId, national))
      .toMatchObject({ ok: false, reason: 'otherJurisdiction' });
  });
});

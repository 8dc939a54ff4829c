import { describe, expect, it } from 'vitest';
import { applicantFormSchema, emptyApplicant, entryOf } from '../../src/features/apply/applicants/applicant-entry';

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
});

import { describe, expect, it } from 'vitest';
import { completeApplicantData } from '../../machines/application/applicant.model';
import { emptyApplicantData, FORM_STEPS, type ApplicantData } from '../../machines/application/applicant-data';
import { applicantStepSchemas } from '../../src/domain/applicant-steps';
import { errorItems } from '../../src/features/apply/form-steps/error-items';
import { clearTyped, readTyped, restoreTyped, writeTyped } from '../../src/ui/form/kept-typing';
import { stepTypingKey } from '../../src/features/apply/form-steps/step-typing-key';
import { prefillOf } from '../../src/features/apply/form-steps/prefill';
import { stepTemplates } from '../../src/features/apply/form-steps/step-templates';
import { toFormValues, toStepInput } from '../../src/features/apply/form-steps/step-values';
import { labelKeyOf } from '../../src/features/apply/form-steps/step-form-context';
import zh from '../../src/features/apply/form-steps/i18n/zh.json';
import en from '../../src/features/apply/form-steps/i18n/en.json';
import ko from '../../src/features/apply/form-steps/i18n/ko.json';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('form text to schema input', () => {
  it('drops empty text, reads yes/no and numbers, at every depth', () => {
    expect(toStepInput({ marital: 'married', spouseName: '  ', haveChild: 'true', childrenCount: '2' }))
      .toEqual({ marital: 'married', haveChild: true, childrenCount: 2 });
    expect(toStepInput({ cost: { costPayer: 'self', cost: '1500' }, helper: { haveHelper: 'false' } }))
      .toEqual({ cost: { costPayer: 'self', cost: 1500 }, helper: { haveHelper: false } });
    expect(toStepInput({ koreaFamily: [{ familyName: 'Kim', familyRelationship: '' }] })).toEqual({ koreaFamily: [{ familyName: 'Kim' }] });
  });

  it('turns saved data back into the text the form holds, over the step template', () => {
    const values = toFormValues({ haveCompanion: true, days: 8, companions: [{ surname: 'LI' }] }, stepTemplates.visit);
    expect(values.haveCompanion).toBe('true');
    expect(values.days).toBe('8');
    expect(values.purpose).toBe('');
    expect(values.companions).toEqual([{ surname: 'LI', name: '', birthDate: '', nationality: '', relationship: '' }]);
    expect(values.visits).toEqual([]);
  });

  it('round-trips a valid step through the form and its schema unchanged', () => {
    const family = { marital: 'married', spouseSurname: '李', spouseName: '四', spouseBirthDate: '1991-02-03', spouseNationality: '中国', spouseMobile: '13900139000', spouseAddress: '北京', haveChild: true, childrenCount: 1 };
    const parsed = applicantStepSchemas().family.parse(toStepInput(toFormValues(family, stepTemplates.family)));
    expect(parsed).toEqual(family);
  });

  it('an empty step reports every required field, first in the order of the screen', () => {
    const result = applicantStepSchemas().personal.safeParse(toStepInput(stepTemplates.personal));
    expect(result.success).toBe(false);
    const errors: Record<string, { message: string }> = {};
    for (const issue of result.error!.issues) errors[issue.path.join('.')] ??= { message: issue.message };
    expect(errorItems(errors, stepTemplates.personal).map((item) => item.path)).toEqual(['usedOtherName', 'holdOtherCountry', 'holdOtherPassport']);
  });
});

describe('the error summary order', () => {
  it('walks list items and nested sections in the template order', () => {
    const errors = {
      koreaFamily: [undefined, { familyName: { message: 'required.visit.koreaFamily.familyName' } }],
      purpose: { message: 'required.visit.purpose' },
      companions: { root: { message: 'required.visit.companions' } },
    };
    expect(errorItems(errors, stepTemplates.visit)).toEqual([
      { path: 'purpose', message: 'required.visit.purpose' },
      { path: 'companions', message: 'required.visit.companions' },
      { path: 'koreaFamily.1.familyName', message: 'required.visit.koreaFamily.familyName' },
    ]);
    expect(errorItems({ cost: { cost: { message: 'costInvalid' } } }, stepTemplates.invitationCostHelper)).toEqual([{ path: 'cost.cost', message: 'costInvalid' }]);
  });
});

describe('typed values kept per draft, applicant and step', () => {
  it('keys never collide between drafts, applicants or steps', () => {
    const keys = new Set([
      stepTypingKey('d1', 'a1', 'contact'), stepTypingKey('d2', 'a1', 'contact'),
      stepTypingKey('d1', 'a2', 'contact'), stepTypingKey('d1', 'a1', 'family'), stepTypingKey(null, 'a1', 'contact'),
    ]);
    expect(keys.size).toBe(5);
  });

  it('writes, reads back over the starting values, and clears', () => {
    const store = new MemoryStore();
    const key = stepTypingKey('d1', 'a1', 'contact');
    const start = toFormValues({ address: 'from the ID card' }, stepTemplates.contact);
    writeTyped(store, key, { ...start, mobile: '1380013', stray: 'x' });
    const restored = restoreTyped(start, readTyped(store, key));
    expect(restored.mobile).toBe('1380013');
    expect(restored.address).toBe('from the ID card');
    expect(restored).not.toHaveProperty('stray');
    clearTyped(store, key);
    expect(readTyped(store, key)).toBeNull();
    expect(restoreTyped(start, readTyped(store, key))).toEqual(start);
  });

  it('ignores broken or foreign storage content', () => {
    const store = new MemoryStore();
    store.setItem('k', '{not json');
    expect(readTyped(store, 'k')).toBeNull();
    store.setItem('k', '[1,2]');
    expect(readTyped(store, 'k')).toBeNull();
    const start = stepTemplates.visit;
    expect(restoreTyped(start, { companions: 'not a list', purpose: ['x'] } as never)).toEqual(start);
  });
});

describe('prefill', () => {
  const withIdAddress = (): ApplicantData => ({
    ...emptyApplicantData(),
    sections: { idCard: { frontFileId: 'f', backFileId: 'b', address: '北京市东城区1号' } },
  });

  it('takes the address from the ID card', () => {
    expect(prefillOf('contact', withIdAddress(), [])).toEqual({ address: '北京市东城区1号', nowAddress: '北京市东城区1号' });
  });

  it('takes shared answers from the nearest earlier applicant, without their own mobile or e-mail', () => {
    const first = completeApplicantData();
    first.sections.contact = { address: 'A', nowAddress: 'B', mobile: '13800138000', email: 'a@example.cn', contactName: '王', contactMobile: '13700137000' };
    const values = prefillOf('contact', emptyApplicantData(), [first]);
    expect(values).toEqual({ address: 'A', nowAddress: 'B', contactName: '王', contactMobile: '13700137000' });
    // The documents' own address wins over an earlier applicant's.
    expect(prefillOf('contact', withIdAddress(), [first]).address).toBe('北京市东城区1号');
    expect(prefillOf('personal', emptyApplicantData(), [first])).toEqual({});
  });

  it("the applicant's own saved answer wins whole", () => {
    const own = completeApplicantData();
    expect(prefillOf('family', own, [completeApplicantData()])).toBe(own.sections.family);
  });

  const facts = { visaType: { visaTypeValue: 'type-c-3-9', purpose: 'tourismTransit' }, relation: 'myself', account: { mobile: '13900000031', email: 'me@example.cn' } };

  it("lays the order's and the account's answers under the rest, never over a saved draft", () => {
    expect(prefillOf('contact', withIdAddress(), [], facts)).toEqual({ address: '北京市东城区1号', nowAddress: '北京市东城区1号', mobile: '13900000031', email: 'me@example.cn' });
    expect(prefillOf('contact', emptyApplicantData(), [], { ...facts, relation: 'family' })).toEqual({});
    expect(prefillOf('visit', emptyApplicantData(), [], facts)).toEqual({ purpose: 'tourismTransit' });
    const first = completeApplicantData();
    first.sections.visit = { purpose: 'meeting', entryDate: '2027-03-01', departureDate: '2027-03-08' };
    // The fellow traveller's purpose stays; their dates give the days.
    expect(prefillOf('visit', emptyApplicantData(), [first], facts)).toEqual({ purpose: 'meeting', entryDate: '2027-03-01', departureDate: '2027-03-08', days: 8 });
    const own = completeApplicantData();
    own.sections.contact = { mobile: '13700137000' };
    expect(prefillOf('contact', own, [], facts)).toBe(own.sections.contact);
  });
});

describe('labels', () => {
  type Tree = { [key: string]: string | Tree };
  const lookup = (tree: Tree, key: string) => key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  const leaves = (values: Record<string, unknown>, prefix = ''): string[] => Object.entries(values).flatMap(([key, value]) => {
    if (Array.isArray(value)) return leaves(value[0] as Record<string, unknown>, `${prefix}${key}.0.`);
    if (typeof value === 'object' && value !== null) return leaves(value as Record<string, unknown>, `${prefix}${key}.`);
    return [`${prefix}${key}`];
  });

  it('name every field of every step in zh, en and ko', () => {
    const missing = FORM_STEPS.flatMap((step) => {
      const section = step === 'invitationCostHelper' ? '' : step;
      return leaves(stepTemplates[step]).map((name) => labelKeyOf(section, name))
        .flatMap((key) => [zh, en, ko].flatMap((tree, i) => (typeof lookup(tree, key) === 'string' ? [] : [`${['zh', 'en', 'ko'][i]}:${key}`])));
    });
    expect(missing).toEqual([]);
    expect(lookup(en, 'field.visit.companions.surname')).toBe('Surname');
  });
});

describe('saving a step on the server', () => {
  it('sends one section named as the step, or the three sections of the last step', async () => {
    const { sectionsOf, formPathOf } = await import('../../src/features/apply/form-steps/save-step');
    expect(sectionsOf('family', { marital: 'single' })).toEqual({ family: { marital: 'single' } });
    const last = { invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 1 }, helper: { haveHelper: false } };
    expect(sectionsOf('invitationCostHelper', last)).toEqual(last);
    expect(formPathOf('visit', 'visit.companions.0.surname')).toBe('companions.0.surname');
    expect(formPathOf('personal', 'personal.usedOtherName')).toBe('usedOtherName');
    expect(formPathOf('invitationCostHelper', 'cost.cost')).toBe('cost.cost');
  });

  it('places a server message on a field only when the step shows that field', async () => {
    const { isFieldOf } = await import('../../src/features/apply/form-steps/save-step');
    expect(isFieldOf(stepTemplates.visit, 'companions.0.surname')).toBe(true);
    expect(isFieldOf(stepTemplates.visit, 'companions')).toBe(true);
    expect(isFieldOf(stepTemplates.visit, 'companions.x.surname')).toBe(false);
    expect(isFieldOf(stepTemplates.visit, 'companions.0.nope')).toBe(false);
    expect(isFieldOf(stepTemplates.invitationCostHelper, 'cost.cost')).toBe(true);
    expect(isFieldOf(stepTemplates.personal, 'visaChoice.locationValue')).toBe(false);
  });
});

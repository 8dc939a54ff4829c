import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyApplicantData, type ApplicantData } from '../../machines/application/applicant-data';
import appZh from '../../src/app/i18n/zh.json';
import { answerSections } from '../../src/features/apply/confirm/answers';
import confirmEn from '../../src/features/apply/confirm/i18n/en.json';
import confirmKo from '../../src/features/apply/confirm/i18n/ko.json';
import confirmZh from '../../src/features/apply/confirm/i18n/zh.json';
import documentsZh from '../../src/features/apply/documents/i18n/zh.json';
import formZh from '../../src/features/apply/form-steps/i18n/zh.json';
import signEn from '../../src/features/apply/signing/i18n/en.json';
import signKo from '../../src/features/apply/signing/i18n/ko.json';
import signZh from '../../src/features/apply/signing/i18n/zh.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => new Map(Object.entries(tree).flatMap(([key, value]) => {
  const path = prefix ? `${prefix}.${key}` : key;
  return typeof value === 'string' ? [[path, value] as const] : [...flatten(value, path)];
}));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// The confirmation's and the signing pages' texts (loaded with their chunks, so the shell's resource test does not
// see them), and the review's answers as a reader sees them.
describe('confirmation and signing texts', () => {
  it.each([['applyConfirm', confirmZh, confirmEn, confirmKo], ['applySign', signZh, signEn, signKo]] as const)(
    '%s: the same keys and placeholders in zh, en and ko, none empty', (_, zh, en, ko) => {
      const [z, e, k] = [flatten(zh), flatten(en), flatten(ko)];
      expect([...e.keys()].sort()).toEqual([...z.keys()].sort());
      expect([...k.keys()].sort()).toEqual([...z.keys()].sort());
      for (const [key, text] of z) {
        for (const other of [e, k]) {
          expect(other.get(key)?.trim(), key).toBeTruthy();
          expect(placeholders(other.get(key)!), key).toEqual(placeholders(text));
        }
      }
    },
  );
});

describe('the review of one applicant', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'zh', resources: { zh: { translation: { ...appZh, applyConfirm: confirmZh, applyDocuments: documentsZh, applyForm: formZh } } } });
  const data: ApplicantData = {
    ...emptyApplicantData(),
    sections: {
      passport: { fileId: 'f-1', passportNum: 'E12345678', surnameZh: '张', nameZh: '伟', gender: 'male', birthDate: '1988-03-14' },
      idCard: { frontFileId: 'f-2', backFileId: 'f-3', name: '张伟', idCardNo: '110105198803140134', longTerm: false },
      photoFileId: 'f-4',
      family: { marital: 'single', haveChild: false },
      visit: { purpose: 'tourismTransit', days: 8, visitedValue: true, visits: [{ dateStart: '2025-05-01', dateEnd: '2025-05-05' }] },
      invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 2000 }, helper: { haveHelper: false },
    } as ApplicantData['sections'],
    bankCardSkipped: true,
  };
  const sections = answerSections(i18n.t, data);
  const rowsOf = (step: string) => sections.find((section) => section.step === step)!.rows;

  it('has a section per step, documents first, each titled as its screen', () => {
    expect(sections.map((section) => section.title)).toEqual(['护照信息', '身份证', '照片', '银行卡', '个人信息', '联系方式', '家庭信息', '教育与职业', '访问信息', '邀请、费用与协助']);
    expect(rowsOf('personal')).toEqual([]);
  });

  it('labels every answer with the question asked, and shows choices and yes/no in words, never file ids', () => {
    expect(rowsOf('passport')).toEqual([
      { label: '护照号码', value: 'E12345678' }, { label: '中文姓', value: '张' }, { label: '中文名', value: '伟' },
      { label: '性别', value: '男' }, { label: '出生日期', value: '1988-03-14' },
    ]);
    expect(rowsOf('identity')).toContainEqual({ label: '长期有效', value: '否' });
    expect(rowsOf('photo')).toEqual([{ label: '照片', value: '已上传证件照' }]);
    expect(rowsOf('bankCard')).toEqual([{ label: '银行卡', value: '未上传（已跳过）' }]);
    expect(rowsOf('family')).toEqual([{ label: '婚姻状况', value: '单身' }, { label: '是否有子女？', value: '否' }]);
    expect(rowsOf('visit')).toEqual([
      { label: '入境目的', value: '旅游、过境' }, { label: '停留天数', value: '8' }, { label: '近五年是否到访过韩国？', value: '是' },
      { label: '访韩记录 1', value: '开始日期：2025-05-01；结束日期：2025-05-05' },
    ]);
    expect(rowsOf('invitationCostHelper')).toEqual([
      { label: '是否有邀请人？', value: '否' }, { label: '旅行费用由谁承担？', value: '本人' }, { label: '预计旅行费用（美元）', value: '2000' },
      { label: '是否有人协助您填写本申请？', value: '否' },
    ]);
    expect(JSON.stringify(sections)).not.toMatch(/f-\d/);
  });

  it('lists the answers in the order the screens ask them, whatever order the stored keys come back in', () => {
    // PostgreSQL's jsonb gives keys back shortest first: the review must not follow that.
    const jsonbOrder = <T extends object>(values: T): T =>
      Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1))) as T;
    const stored: ApplicantData = {
      ...data,
      sections: {
        ...data.sections,
        passport: jsonbOrder({ passportNum: 'E12345678', surnameEn: 'ZHANG', nameEn: 'WEI', surnameZh: '张', nameZh: '伟', gender: 'male', birthDate: '1988-03-14' }),
        contact: jsonbOrder({ address: '北京', mobile: '13800138000', email: 'a@example.cn', contactName: '李', contactGivenName: '四', contactMobile: '13900139000' }),
        visit: jsonbOrder({ purpose: 'tourismTransit', stayTier: 'le90', entryDate: '2027-03-01', departureDate: '2027-03-08', days: 8 }),
      } as ApplicantData['sections'],
    };
    const rows = (step: string) => answerSections(i18n.t, stored).find((section) => section.step === step)!.rows.map((row) => row.label);
    expect(rows('passport')).toEqual(['护照号码', '中文姓', '中文名', '英文姓', '英文名', '性别', '出生日期']);
    expect(rows('contact')).toEqual(['户籍地址', '手机号码', '电子邮箱', '紧急联系人姓', '紧急联系人名', '紧急联系人电话']);
    expect(rows('visit')).toEqual(['入境目的', '停留期限', '预计入境日期', '预计出境日期', '停留天数']);
  });
});

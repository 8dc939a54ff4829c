import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ko from '../../src/app/i18n/ko.json';
import visaZh from '../../src/features/apply/visa/i18n/zh.json';
import visaEn from '../../src/features/apply/visa/i18n/en.json';
import { summaryItems } from '../../src/ui/form/use-form-errors';
import formZh from '../../src/ui/form/i18n/zh.json';
import formEn from '../../src/ui/form/i18n/en.json';
import formKo from '../../src/ui/form/i18n/ko.json';
import { validityWords } from '../../src/features/apply/visa/validity-words';
import { monthPastNoneOpen } from '../../src/ui/calendar/calendar-model';
import { siteMapGroups } from '../../src/features/content/site-map-page';
import { VISA_GUIDE_PATH, pathOf } from '../../src/lib/route-paths';

// Issue 38 item 12: the small words and habits of the screens, each as the screen computes it.

describe('issue 38 item 12', () => {
  it('lists a message shared by several fields once in the error summary, linked to the first', () => {
    const region = { message: '请选择省、市、区县' };
    const items = summaryItems(['contact', 'provinceCode', 'cityCode', 'districtCode'], { contact: { message: '请输入联系人' }, provinceCode: region, cityCode: region, districtCode: region }, (m) => m);
    expect(items).toEqual([{ field: 'contact', message: '请输入联系人' }, { field: 'provinceCode', message: '请选择省、市、区县' }]);
  });

  it('puts no space before a full-width （选填）, one before (optional)', () => {
    // The label and its (optional) are written side by side (FieldFrame): the words carry their own spacing.
    expect(`开始日期${formZh.optional}`).toBe('开始日期（选填）');
    expect(`Start date${formEn.optional}`).toBe('Start date (optional)');
    expect(`시작일${formKo.optional}`).toBe('시작일 (선택)');
  });

  it('writes the Korean particle out in the back link, the noun being fixed', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ko', resources: { ko: { translation: ko } } });
    const back = i18n.t('content.backTo', { list: '뉴스' });
    expect(back).not.toContain('(으)');
    expect(back).toBe('뉴스 목록으로 돌아가기');
  });

  it('says a validity of whole years in years, as the product name does', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'zh', resources: { zh: { translation: visaZh }, en: { translation: visaEn } } });
    const text = (key: string, values: { count: number }) => i18n.t(`product.${key.split('.')[1]}`, values);
    expect(validityWords(60, text)).toBe('5年');
    expect(validityWords(3, text)).toBe('3个月');
    await i18n.changeLanguage('en');
    expect(validityWords(60, text)).toBe('5 years');
  });

  it('moves the calendar past a loaded month with no bookable day, and stays on one with a day', () => {
    const months = ['2026-11', '2026-12', '2027-01'];
    const closed = [{ date: '2026-11-30', open: true, slots: [{ time: '09:00', remaining: 0 }] }, { date: '2026-11-29', open: false, slots: [] }];
    expect(monthPastNoneOpen('2026-11', months, closed)).toBe('2026-12');
    expect(monthPastNoneOpen('2026-11', months, undefined)).toBeNull();
    expect(monthPastNoneOpen('2026-12', months, [{ date: '2026-12-01', open: true, slots: [{ time: '09:00', remaining: 3 }] }])).toBeNull();
    expect(monthPastNoneOpen('2027-01', months, [])).toBeNull();
  });

  it('lists the visa guide under visa services and 客户中心 not under About', () => {
    const group = (key: string) => siteMapGroups.find((g) => g.key === key)!.entries.map((e) => e.to);
    expect(group('siteMap.visa')).toContain(VISA_GUIDE_PATH);
    expect(group('siteMap.about')).not.toContain(pathOf('clientCenter'));
    expect(group('siteMap.account')).toContain(pathOf('center'));
  });
});

// The applicants of the order (confirmApplicant) and their task list (applicantInfo): their own screens.
import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ApplicantEntry } from '../../../machines/application/order-data';
import { click, heading, refusalOf, way, type PageModel } from './types';

/** The model's sample applicants as a person types them: the Shanghai sample is someone of another district. */
const people: Record<string, { name: string; province: string; relation: '本人' | '家庭成员' }> = {
  'ap-1': { name: '张三', province: '北京市', relation: '本人' },
  'ap-2': { name: '李四', province: '北京市', relation: '家庭成员' },
  'ap-3': { name: '王五', province: '天津市', relation: '家庭成员' },
  'ap-4': { name: '赵六', province: '河北省', relation: '家庭成员' },
  'ap-5': { name: '孙七', province: '北京市', relation: '家庭成员' },
  'ap-6': { name: '周八', province: '北京市', relation: '家庭成员' },
  'ap-me': { name: '吴十', province: '北京市', relation: '本人' },
  'ap-sh': { name: '黄广', province: '广东省', relation: '家庭成员' },
};

/**
 * What the applicants screen says when it refuses someone (spec §4, in Chinese). The machine's "other jurisdiction"
 * is said as the chosen center's when the order has one (decision 026): that center does not serve the province.
 */
const refusals: Record<string, string | RegExp> = {
  myselfAlreadyAdded: '您已添加过本人',
  otherJurisdiction: /该申请人属于其他领区|不属于您选择的.+的受理范围/,
  applicantLimitReached: '每个订单最多5位申请人',
};

export const personOf = (applicantId: string) => {
  const person = people[applicantId];
  if (!person) throw new Error(`no person in the page model for applicant ${applicantId}`);
  return person;
};

const applicantOf = (event: EventObject) => (event as unknown as { applicant: ApplicantEntry }).applicant;
const idOf = (event: EventObject) => (event as unknown as { applicantId: string }).applicantId;

export const applicantStates: PageModel = {
  'application.addingApplicants': {
    see: ({ page }) => heading(page, '添加申请人'),
    on: {
      'applicant.added': way('person', async ({ page }, event) => {
        const person = personOf(applicantOf(event).applicantId);
        await page.getByLabel('申请人姓名').fill(person.name);
        await page.getByLabel(person.relation, { exact: true }).check();
        await page.getByLabel('户籍或居住所在省份').selectOption({ label: person.province });
        await click(page, '添加申请人');
      // The same person twice is the model's own sample: a person adds a person, the screen gives each a new id.
      }, (event, snapshot) => !(snapshot.context as { applicants: ApplicantEntry[] }).applicants
        .some((a) => a.applicantId === applicantOf(event).applicantId), async ({ page }, event, next) => {
        const refusal = refusalOf(next);
        const listed = page.getByRole('region', { name: /本订单的申请人/ }).getByRole('listitem');
        if (refusal) await expect(page.getByRole('alert').filter({ hasText: refusals[refusal] ?? refusal })).toBeVisible();
        else await expect(listed.filter({ hasText: personOf(applicantOf(event).applicantId).name })).toHaveCount(1);
      }),
      'applicant.removed': way('person', ({ page }, event) => click(page, `删除 ${personOf(idOf(event)).name}`), undefined,
        ({ page }, event) => expect(page.getByRole('status').filter({ hasText: `已从本订单删除${personOf(idOf(event)).name}` })).toBeAttached()),
      'applicants.confirmed': way('person', ({ page }) => click(page, '继续')),
      'nav.back': way('person', ({ page }) => click(page, '返回')),
    },
  },
  'application.preparing.taskList': {
    see: ({ page }) => heading(page, '申请人信息'),
    on: {
      'applicant.opened': way('person', ({ page }, event) => page.getByRole('button', { name: new RegExp(`^${personOf(idOf(event)).name}`) }).click()),
      'preparation.finished': way('person', ({ page }) => click(page, '继续')),
      'nav.back': way('person', ({ page }) => click(page, '返回')),
    },
  },
};

import { expect, type Page } from '@playwright/test';
import type { Td3Input } from '../src/domain/mrz';
import { samplePassports } from '../tests/support/images';
import { press } from './screen-support';
import { startsWith, w } from './words';

// The people the flow's journeys apply for, and how the applicants screen adds them.

/** Up to five adults of Beijing's jurisdiction, each with a passport of their own. */
export const flowPeople: { name: string; chinese: { surname: string; name: string }; passport: Td3Input }[] = [
  { name: '张伟', chinese: { surname: '张', name: '伟' }, passport: samplePassports[0]! },
  { name: '李娜', chinese: { surname: '李', name: '娜' }, passport: { issuingState: 'CHN', surname: 'LI', givenNames: 'NA', passportNumber: 'E23456781', nationality: 'CHN', birthDate: '1990-05-20', sex: 'female', expiryDate: '2032-04-30' } },
  { name: '王芳', chinese: { surname: '王', name: '芳' }, passport: { issuingState: 'CHN', surname: 'WANG', givenNames: 'FANG', passportNumber: 'E34567812', nationality: 'CHN', birthDate: '1985-08-09', sex: 'female', expiryDate: '2033-06-15' } },
  { name: '刘洋', chinese: { surname: '刘', name: '洋' }, passport: { issuingState: 'CHN', surname: 'LIU', givenNames: 'YANG', passportNumber: 'E45678123', nationality: 'CHN', birthDate: '1979-12-01', sex: 'male', expiryDate: '2031-11-20' } },
  { name: '陈静', chinese: { surname: '陈', name: '静' }, passport: { issuingState: 'CHN', surname: 'CHEN', givenNames: 'JING', passportNumber: 'E56781234', nationality: 'CHN', birthDate: '1993-02-17', sex: 'female', expiryDate: '2034-01-10' } },
];

export async function addApplicant(page: Page, name: string, province: string, relation: '本人' | '家庭成员' | '客户') {
  await page.getByLabel(w(page, '申请人姓名')).fill(name);
  await page.getByLabel(w(page, relation), { exact: true }).check();
  await page.getByLabel(w(page, '户籍或居住所在省份')).selectOption({ label: w(page, province) });
  await press(page.getByRole('button', { name: w(page, '添加申请人', { where: 'add.submit' }) }));
}


/**
 * On the applicants screen: adds the first `count` (1–5) of flowPeople, the first as the user, the others as family;
 * for an agency, whose step offers only 客户 (issue 38 item 3), every one as its client.
 */
export async function addApplicants(page: Page, count: number): Promise<typeof flowPeople> {
  if (!Number.isInteger(count) || count < 1 || count > flowPeople.length) throw new Error(`addApplicants: count ${count} is not 1–5`);
  const people = flowPeople.slice(0, count);
  const listed = page.getByRole('region', { name: startsWith(page, '本订单的申请人（{{count}} / {{max}}）') }).getByRole('listitem');
  await expect(page.getByLabel(w(page, '申请人姓名'))).toBeVisible();
  const agency = (await page.getByLabel(w(page, '客户'), { exact: true }).count()) > 0;
  for (const [index, person] of people.entries()) {
    await addApplicant(page, person.name, '北京市', agency ? '客户' : index === 0 ? '本人' : '家庭成员');
    await expect(listed).toHaveCount(index + 1);
  }
  return people;
}

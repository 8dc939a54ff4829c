import { expect, test, type Page } from '@playwright/test';
import { passportPng, samplePassports } from '../tests/support/images';
import { addApplicant, chooseVisa, startNewApplication } from './flow-support';
import { completeDocuments, reviewPassport } from './documents-support';
import { READING } from './reading-deadline';

// Issue 12, items 2 and 3: the order's jurisdiction is the chosen center's; one passport belongs to one applicant,
// and a passport whose name is not the applicant's is checked before going on.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const proceed = (page: Page) => page.getByRole('button', { name: '继续', exact: true }).click();
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: '请检查以下问题' });
const listed = (page: Page) => page.getByRole('region', { name: /本订单的申请人/ }).getByRole('listitem');

test.describe('who may join an order', () => {
  test("the chosen center's district: a Shanghai resident is refused at Beijing's center, Beijing residents are taken", async ({ page, request }) => {
    await startNewApplication(page, request);
    await chooseVisa(page);
    await addApplicant(page, '周洁', '上海市', '本人');
    const refusal = '该申请人所在省份不属于您选择的北京韩国签证申请中心的受理范围，应由上海韩国签证申请中心受理。请为该申请人在上海韩国签证申请中心另建一个订单，或返回上一步重新选择签证申请中心';
    await expect(summary(page).getByRole('link', { name: refusal })).toBeVisible();
    await expect(listed(page)).toHaveCount(0);

    await addApplicant(page, '张伟', '北京市', '本人');
    await expect(listed(page)).toHaveCount(1);
    await addApplicant(page, '李娜', '河北省', '家庭成员');
    await expect(listed(page)).toHaveCount(2);
    await expect(listed(page).first()).toContainText('大韩民国驻华大使馆');
    await expect(page.getByText('本订单在北京韩国签证申请中心办理，申请人须属于大韩民国驻华大使馆领区。')).toBeVisible();
  });

  test('one passport for two applicants is refused; a passport in another name is confirmed before going on', async ({ page, request }) => {
    test.setTimeout(300_000);
    await startNewApplication(page, request);
    await chooseVisa(page);
    await addApplicant(page, '张伟', '北京市', '本人');
    await addApplicant(page, '张丽', '北京市', '家庭成员');
    await expect(listed(page)).toHaveCount(2);
    await proceed(page);

    await heading(page, '申请人信息');
    await page.getByRole('button', { name: /^张伟/ }).click();
    await completeDocuments(page, samplePassports[0]!, { surname: '张', name: '伟' });
    await heading(page, '个人信息');
    await page.getByRole('button', { name: '返回申请人列表' }).click();

    // The second applicant brings the first one's passport (ZHANG WEI, E12345678).
    await heading(page, '申请人信息');
    await page.getByRole('button', { name: /^张丽/ }).click();
    await heading(page, '上传护照资料页');
    await page.getByLabel('护照资料页', { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await passportPng(samplePassports[0]!) });
    await expect(page.getByRole('heading', { level: 1, name: '核对护照信息' })).toBeVisible(READING);
    await reviewPassport(page, samplePassports[0]!, { surname: '张', name: '伟' });
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '该护照号码已用于本订单的另一位申请人张伟。每位申请人须提供本人的护照' })).toBeVisible();

    // Another number, but still the name 张伟: the warning asks to check it, and Continue waits for the tick.
    await page.getByLabel(/^护照号码/).fill('E76543210');
    const warning = page.getByRole('region', { name: '请核对姓名' });
    await expect(warning).toContainText('护照上的姓名（张伟 / ZHANG WEI）与申请人姓名（张丽）不一致');
    await proceed(page);
    const confirm = page.getByLabel('姓名无误，这是张丽本人的护照');
    await expect(confirm).toBeFocused();
    await expect(warning).toContainText('请更正护照信息，或勾选确认这是张丽本人的护照');
    await heading(page, '核对护照信息');
    // Corrected to the applicant's own name, the warning goes.
    await page.getByLabel('中文名', { exact: true }).fill('丽');
    await expect(warning).toHaveCount(0);
    await page.getByLabel('中文名', { exact: true }).fill('伟');
    await confirm.check();
    await proceed(page);
    await heading(page, '上传身份证');
  });
});

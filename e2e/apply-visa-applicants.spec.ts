import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';
import { addApplicant } from './flow-support';
import { screenLoaded } from './screen-support';
import { layoutShiftOf, lighthousePhone } from './layout-shift';

// From the visa choice to the order's task list on the real server: the choice of center, purpose, type and
// validity; five applicants of one district, the sixth and another district's refused with their reasons;
// every screen's error summary on an empty submit.

const heading = async (page: Page, name: string) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await screenLoaded(page);
};
const summaryOf = (page: Page, title = '请检查以下问题') => page.getByRole('alert').filter({ hasText: title });

test.describe('the visa choice and the applicants', () => {
  test('choose Beijing, C-3-9 single entry; five applicants, a sixth and a Guangdong one refused; the task list', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/login?returnTo=%2Fapply%2Fvisa-type');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);

    // The visa type: an empty submit lists what is missing and links to it.
    await heading(page, '选择签证类型');
    await page.getByLabel('签证申请中心', { exact: true }).selectOption('');
    await page.getByRole('button', { name: '继续' }).click();
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['请选择签证中心', '请选择访问目的', '请选择签证类型']);
    await summary.getByRole('link', { name: '请选择签证中心' }).click();
    await expect(page.getByLabel('签证申请中心', { exact: true })).toBeFocused();
    await expect(page.getByLabel('签证申请中心', { exact: true })).toHaveAccessibleDescription(/请选择签证中心/);

    await page.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
    await page.getByLabel('旅游 / 过境').check();
    await page.getByLabel('C-3-9 一般旅游/过境').check();
    await page.getByRole('button', { name: '继续' }).click();

    // The validity: urgent's conditions are said before the choice, and urgent is off where not offered.
    await heading(page, '签证信息');
    await expect(page.getByText('加急办理需 3 个工作日')).toBeVisible();
    await page.getByRole('button', { name: '继续' }).click();
    await expect(summary.getByRole('link')).toHaveText(['请选择有效期', '请选择普通或加急办理']);
    await page.getByLabel(/^多次/).check();
    await expect(page.getByLabel('加急办理')).toBeDisabled();
    await expect(page.getByText('该有效期不提供加急办理。')).toBeVisible();
    await page.getByLabel(/^单次/).check();
    await expect(page.getByLabel('加急办理')).toBeEnabled();
    await expect(page.getByText('每人合计 85 美元（含加急费 20 美元）')).toBeVisible();

    // The visible back link goes one step back with the choice kept.
    await page.getByRole('button', { name: '返回' }).click();
    await heading(page, '选择签证类型');
    await expect(page.getByLabel('C-3-9 一般旅游/过境')).toBeChecked();
    await page.getByRole('button', { name: '继续' }).click();
    await heading(page, '签证信息');
    await page.getByLabel(/^单次/).check();
    await page.getByLabel('普通办理').check();
    await page.getByRole('button', { name: '继续' }).click();

    // The applicants. Opened afresh on a phone with the reference lists slow to come, the screen never moves: the
    // order's place, the list and the form come together (they came in apart once, a shift of 0.07).
    await heading(page, '添加申请人');
    const desk = page.viewportSize();
    await page.setViewportSize(lighthousePhone);
    const lists = /\/api-visa\/(center|embassy)\/all$|\/api\/place\/common\/list$/;
    await page.route(lists, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fallback();
    });
    // Reloaded once the draft is saved (its address names it then).
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '添加申请人' })).toBeVisible();
    await expect(page.getByText(/^本订单在北京韩国签证申请中心办理/)).toBeVisible();
    expect(await layoutShiftOf(page)).toBeLessThan(0.02);
    await page.unroute(lists);
    if (desk) await page.setViewportSize(desk);
    await page.getByRole('button', { name: '继续' }).click();
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('请至少添加一位申请人后再继续');
    await page.getByRole('button', { name: '添加申请人' }).click();
    await expect(summary.getByRole('link')).toHaveText(['请输入申请人姓名', '请选择与申请人的关系', '请选择户籍或居住所在省份']);

    await addApplicant(page, '张伟', '北京市', '本人');
    const listed = page.getByRole('region', { name: /本订单的申请人/ }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText('大韩民国驻华大使馆');
    await expect(summary).toHaveCount(0);

    // A second "myself" is refused beside the relation, with the typed name kept.
    await addApplicant(page, '张伟二', '北京市', '本人');
    await expect(summary.getByRole('link')).toHaveText(['您已添加过本人。请为该申请人选择“家庭成员”']);
    await expect(page.getByLabel('申请人姓名')).toHaveValue('张伟二');

    for (const [name, province] of [['李娜', '北京市'], ['王芳', '河北省'], ['刘洋', '天津市'], ['陈静', '北京市']] as const) {
      await addApplicant(page, name, province, '家庭成员');
    }
    await expect(listed).toHaveCount(5);
    await expect(page.getByText('本订单已有 5 位申请人，已达上限')).toBeVisible();

    await addApplicant(page, '赵六', '北京市', '家庭成员');
    await expect(summary).toContainText('每个订单最多5位申请人。请先完成本订单，再为其他申请人另建一个订单');
    await expect(listed).toHaveCount(5);

    await page.getByRole('button', { name: '删除 陈静' }).click();
    await expect(listed).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: '已从本订单删除陈静' })).toBeAttached();

    await addApplicant(page, '黄广', '广东省', '家庭成员');
    // Beijing's center takes Beijing's district only: the refusal names the center that serves Guangdong (decision 026).
    await expect(summary.getByRole('link')).toHaveText(['该申请人所在省份不属于您选择的北京韩国签证申请中心的受理范围，应由广州韩国签证申请中心受理。请为该申请人在广州韩国签证申请中心另建一个订单，或返回上一步重新选择签证申请中心']);
    await expect(page.getByLabel('户籍或居住所在省份')).toHaveAccessibleDescription(/另建一个订单/);
    await expect(listed).toHaveCount(4);

    await page.getByRole('button', { name: '继续' }).click();

    // The task list: every applicant not started yet; Continue waits for all of them.
    await heading(page, '申请人信息');
    const tasks = page.getByRole('main').getByRole('listitem');
    await expect(tasks).toHaveCount(4);
    for (const name of ['张伟', '李娜', '王芳', '刘洋']) {
      await expect(tasks.filter({ hasText: name })).toContainText('未开始');
    }
    await expect(page.getByText('已完成 0 / 4 位申请人')).toBeVisible();
    await page.getByRole('button', { name: '继续' }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

    // The same screen in English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await heading(page, 'Applicant details');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: '王芳' })).toContainText('Not started');
    await page.getByRole('button', { name: 'Continue' }).click();
    const english = summaryOf(page, 'There is a problem');
    await expect(english).toBeFocused();
    await expect(english.getByRole('link', { name: 'Complete the details of 张伟 before you continue' })).toBeVisible();

    // The summary leads to the applicant's line; opening it goes on to that applicant's first step.
    await english.getByRole('link', { name: /张伟/ }).click();
    const open = page.getByRole('button', { name: /^张伟/ });
    await expect(open).toBeFocused();
    await open.click();
    await expect(page).toHaveURL(/\/apply\/documents\?draft=/);
  });
});

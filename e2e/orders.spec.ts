import { expect, test, type Page } from '@playwright/test';
import { requestSupplement } from './backoffice-support';
import { courierBothWays } from './delivery-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { payOnSandboxPhone } from './payment-support';

// The order list and order detail on the real server: a paid order is in progress (not finished) and its detail shows
// the number, the fees, the payment and both ways; a supplement asked for by the back office shows with its amount,
// is paid on a screen that names it, and then shows on the list and the detail with how and when it was paid;
// an unpaid order is cancelled after the confirmation and is then listed as cancelled.

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
const orderLink = (page: Page, orderNo: string) => page.getByRole('link', { name: `订单号 ${orderNo}` });

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: '订单分类' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

/** Holds the files matching `file` until `release` is called; `held` counts those asked for meanwhile. */
async function holdFile(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = { held: 0, release };
  await page.route(file, async (route) => {
    hold.held += 1;
    await released;
    await route.continue();
  });
  return hold;
}

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('orders', () => {
  test.setTimeout(420_000);

  test('a paid order: listed in progress, its detail shows fees, payment and express ways, then a supplement', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    await courierBothWays(page);
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await heading(page, '支付成功');

    // The paid page's link lands on the order's own page, no longer a placeholder.
    await page.getByRole('link', { name: '查看订单' }).click();
    await heading(page, '订单详情');
    const summary = page.getByRole('region', { name: '订单概要' });
    const orderNo = (await summary.getByRole('definition').first().textContent())!.trim();
    expect(orderNo).toMatch(/^KV\d{14}$/);
    await expect(summary).toContainText('已支付，等待材料送达');
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    await expect(page.getByRole('tab', { name: '签证详情' })).toHaveAttribute('aria-selected', 'true');
    const fees = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '项目' }) });
    await expect(fees.getByRole('row', { name: /领事馆签证费/ })).toContainText('40.00');
    await expect(fees.getByRole('row', { name: /签证中心服务费/ })).toContainText('25.00');
    await expect(fees.getByRole('row', { name: /递送快递费/ })).toContainText('8.00');
    await expect(fees.getByRole('row', { name: /回寄快递费/ })).toContainText('8.00');
    await expect(fees.getByRole('row', { name: /合计/ })).toContainText('81.00');
    const payment = page.getByRole('region', { name: '支付信息' });
    await expect(payment).toContainText('微信支付');
    await expect(payment).toContainText('81.00');
    await expect(payment).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(page.getByRole('list', { name: '办理进度' }).getByRole('listitem')).toHaveText([/待支付/, /已支付/]);
    const applicants = page.getByRole('region', { name: '申请人' });
    await expect(applicants.getByRole('row')).toHaveCount(2);
    // The application's number is its short reference (decision 031), not the UUID.
    await expect(applicants.getByRole('cell', { name: /^A\d{6,}$/ })).toHaveCount(1);
    // The application forms, as on the paid page: a signed link to the PDF.
    await page.getByRole('button', { name: '下载申请表' }).click();
    const forms = page.getByRole('link', { name: /^保存申请表 .+\.pdf$/ });
    await expect(forms).toBeVisible({ timeout: 30_000 });
    const pdf = await request.get((await forms.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    // A paid order the center has not received yet may be cancelled, and says it is refunded (decision 106); it is
    // not deleted from here.
    await expect(page.getByRole('button', { name: '取消订单并退款' })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除订单' })).toHaveCount(0);

    await page.getByRole('tab', { name: '快递详情' }).click();
    await expect(page).toHaveURL(/tab=express/);
    const sending = page.getByRole('region', { name: '材料递送' });
    await expect(sending).toContainText('快递寄送到签证中心');
    await expect(sending).toContainText('北京市朝阳区');
    const returns = page.getByRole('region', { name: '护照返还' });
    await expect(returns.getByRole('heading', { level: 3 })).toHaveText(['返还方式 1：快递寄回']);
    await expect(returns).toContainText('朝阳区建国路1号 1号楼101');
    // Paid with the courier way: the materials' waybill exists, the passports' comes with their return (decision 035).
    await expect(page.getByRole('region', { name: '材料物流' })).toContainText('已下单，等待快递员上门揽收');
    await expect(page.getByRole('region', { name: '护照物流' })).toContainText('暂无运单：签证中心以快递寄回护照时生成运单。');
    // Reload keeps the tab. The page shows its back link and heading, busy, before its screen's code (held here) has
    // come, and the heading stays in that place once it has (decision 118).
    const screen = await holdFile(page, /\/assets\/order-detail-page-[\w-]+\.js$/);
    await page.reload();
    const busy = page.locator('section[aria-labelledby="page-title"][aria-busy="true"]');
    await expect(busy.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await expect(busy.getByRole('link', { name: '返回我的订单' })).toBeVisible();
    await expect(busy.getByRole('status')).toBeVisible();
    await expect.poll(() => screen.held).toBeGreaterThan(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    const whileLoading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(whileLoading).not.toBeNull();
    screen.release();
    await expect(page.getByRole('tab', { name: '快递详情' })).toHaveAttribute('aria-selected', 'true');
    await expect(busy).toHaveCount(0);
    expect(await page.getByRole('heading', { level: 1, name: '订单详情' }).boundingBox(), 'the heading\'s place once loaded').toEqual(whileLoading);

    await page.getByRole('link', { name: '返回我的订单' }).click();
    await heading(page, '我的订单');
    await expect(orderLink(page, orderNo)).toBeVisible();
    const item = page.getByRole('article', { name: `订单号 ${orderNo}` });
    await expect(item).toContainText('已支付，等待材料送达');
    await expect(item).toContainText('81.00');
    await openTab(page, '进行中');
    await expect(page).toHaveURL(/tab=inProgress/);
    await expect(orderLink(page, orderNo)).toBeVisible();
    await openTab(page, '已完成');
    await expect(page.getByText('没有符合条件的订单。')).toBeVisible();
    await expect(orderLink(page, orderNo)).toHaveCount(0);
    // Back returns to the in-progress tab.
    await page.goBack();
    await expect(page).toHaveURL(/tab=inProgress/);
    await expect(orderLink(page, orderNo)).toBeVisible();

    // The center asks for a supplement: the detail shows it first, with its amount and reason and a way to pay it.
    await requestSupplement(request, orderId, 12, '偏远地区回寄附加费');
    await orderLink(page, orderNo).click();
    await heading(page, '订单详情');
    const due = page.getByRole('region', { name: '需要补缴费用' });
    await expect(due).toContainText('12.00');
    await expect(due).toContainText('偏远地区回寄附加费');
    const pay = due.getByRole('link', { name: '去补缴费用' });
    await expect(pay).toHaveAttribute('href', /\/apply\/.*[?&]draft=/);
    await pay.click();
    // The flow opens the draft where it stopped — this applicant never pressed 继续 on the paid page — but that page
    // is out of date now: it goes on by itself to the awaiting-visa page, which opens the supplement's payment.
    // Its heading (and the window's title) says what is paid and why; the amount is beside the center's reason.
    await heading(page, '确认支付补缴费用：偏远地区回寄附加费');
    await expect(page).toHaveTitle(/^确认支付补缴费用：偏远地区回寄附加费 - /);
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '签证中心要求补缴的费用' })).toContainText(/金额：USD\s12\.00/);
    await payOnSandboxPhone(page, browser, 'alipay', 'approve');
    await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/, { timeout: 30_000 });

    // Once paid, the list and the detail show the supplement (amount, method, time) and what was paid in all.
    const paidTime = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
    await page.goto('/account/orders');
    await heading(page, '我的订单');
    const listed = page.getByRole('article', { name: `订单号 ${orderNo}` });
    await expect(listed).toContainText(new RegExp(`补缴费用USD\\s12\\.00（支付宝，${paidTime.source} 支付）`));
    await expect(listed).toContainText(/已付合计USD\s93\.00/);
    await orderLink(page, orderNo).click();
    await heading(page, '订单详情');
    const paid = page.getByRole('region', { name: '支付信息' });
    await expect(paid.getByRole('definition').nth(1)).toHaveText('微信支付');
    const supplement = paid.getByRole('table', { name: '补缴费用' }).getByRole('row', { name: /偏远地区回寄附加费/ });
    await expect(supplement.getByRole('cell')).toHaveText([/^USD\s12\.00$/, '支付宝', paidTime]);
    await expect(paid).toContainText(/已付合计（订单费用与补缴费用）\s*USD\s93\.00/);
  });

  test('an unpaid order: continue to payment is offered, it is cancelled after the confirmation and listed as cancelled', async ({ page, request }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    await courierBothWays(page);
    await heading(page, '确认支付');

    await page.goto('/account/orders');
    await heading(page, '我的订单');
    const item = page.getByRole('article');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('待支付');
    await expect(item).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // The date filter says what is wrong beside the field and does not ask the list.
    await page.getByLabel(/^开始日期/).fill('2030-02-01');
    await page.getByLabel(/^结束日期/).fill('2030-01-01');
    await page.getByRole('button', { name: '筛选' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: '结束日期不能早于开始日期' })).toBeVisible();
    await expect(page.getByLabel(/^结束日期/)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(/^结束日期/).fill('2030-03-01');
    await page.getByRole('button', { name: '筛选' }).click();
    await expect(page).toHaveURL(/startDate=2030-02-01&endDate=2030-03-01|endDate=2030-03-01.*startDate=2030-02-01/);
    await expect(page.getByText('没有符合条件的订单。')).toBeVisible();
    await page.getByRole('button', { name: '清除日期' }).click();
    await expect(item).toHaveCount(1);

    const orderNo = (await item.getByRole('heading').textContent())!.replace('订单号', '').trim();
    await orderLink(page, orderNo).click();
    await heading(page, '订单详情');
    await expect(page.getByRole('region', { name: '支付信息' })).toContainText('尚未支付。');
    await expect(page.getByRole('link', { name: '继续支付' })).toHaveAttribute('href', /\/apply\/.*[?&]draft=/);
    // It opens the order's payment in the flow; the order page is an address of its own to come back to.
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: '继续支付' }).click();
    await heading(page, '确认支付');
    await page.goto(detailPath);
    await heading(page, '订单详情');

    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('alertdialog', { name: '确定取消此订单吗？' });
    await expect(dialog).toContainText(orderNo);
    await dialog.getByRole('button', { name: '暂不取消' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定取消订单' }).click();

    await heading(page, '我的订单');
    await expect(page.getByText(`订单 ${orderNo} 已取消`)).toBeVisible();
    await expect(page.getByRole('article', { name: `订单号 ${orderNo}` })).toContainText('已取消');
    await openTab(page, '进行中');
    await expect(orderLink(page, orderNo)).toHaveCount(0);

    // A cancelled order can be deleted; an unknown one is "no such order".
    await openTab(page, '全部');
    await orderLink(page, orderNo).click();
    const orderPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: '删除订单' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定删除订单' }).click();
    await heading(page, '我的订单');
    await expect(page.getByText('您还没有订单。')).toBeVisible();
    await expect(page.getByRole('link', { name: '开始申请签证' })).toBeVisible();
    await page.goto(orderPath);
    await heading(page, '没有此订单');
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signaturePadPng } from '../tests/support/images';
import { basic, createUser, logInThroughPage, uniqueMobile, watchCaptcha, type TestUser } from './account-support';
import { completeApplicants, openWithDocumentsSaved } from './applicants-api';
import { completeDocuments } from './documents-support';
import { addApplicants, flowPeople } from './flow-people';
import { backToDesktop, onScreen, press, pressButton } from './screen-support';
import { pageLanguage, setPageLanguage, startsWith, w, type TestLanguage, type WordOptions } from './words';

// The guided flow up to the confirmation, through the real screens, for journeys that start there (confirmation,
// signing, delivery, payment). Prints nothing; every wait is on something a person would see.

export { addApplicant, flowPeople } from './flow-people';
export { completeApplicants } from './applicants-api';

const proceed = (page: Page) => pressButton(page, '继续');
const group = (page: Page, legend: string) => page.getByRole('group', { name: w(page, legend), exact: true });
const answer = (page: Page, legend: string, choice: string) => group(page, legend).getByLabel(w(page, choice), { exact: true }).check();
/** Each label is a portal text; `where` names its place when its Chinese is said two ways in English. */
const fill = async (page: Page, values: [string, string, WordOptions?][]) => {
  for (const [label, value, options] of values) await page.getByLabel(w(page, label, options), { exact: true }).fill(value);
};

/** A new user, signed in through the login page, on the first screen of a new application. */
export async function startNewApplication(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await createUser(request);
  const captcha = watchCaptcha(page);
  await page.goto('/login?returnTo=%2Fapply%2Fvisa-type');
  await logInThroughPage(page, request, captcha, user.mobile, user.password);
  await onScreen(page, '选择签证类型');
  return user;
}

/** The visa type screen: Beijing's center, tourism, C-3-9; continue (the visa information comes next). */
export async function chooseVisaType(page: Page) {
  await page.getByLabel(w(page, '签证申请中心'), { exact: true }).selectOption({ label: w(page, '北京韩国签证申请中心') });
  await page.getByLabel(w(page, '旅游 / 过境')).check();
  await page.getByLabel(w(page, 'C-3-9 一般旅游/过境')).check();
  await proceed(page);
}

/**
 * The visa choice: Beijing's center, C-3-9, single entry, normal or urgent. Starts and ends as its screens do;
 * `onInformation` runs as the visa information step shows, before it is answered.
 */
export async function chooseVisa(page: Page, urgent = false, onInformation?: (page: Page) => Promise<void>) {
  await onScreen(page, '选择签证类型');
  await chooseVisaType(page);
  await onScreen(page, '签证信息');
  await onInformation?.(page);
  await page.getByLabel(w(page, '单次（3个月有效，停留90天）'), { exact: true }).check();
  await page.getByLabel(w(page, urgent ? '加急办理' : '普通办理')).check();
  await proceed(page);
  await onScreen(page, '添加申请人', { where: 'route.confirmApplicant' });
}

/**
 * Plain answers of each form step (single, no children, no earlier visits), filled on the step's screen without
 * submitting it. The contact mobile is new each time: the server lets one mobile hold only five applications.
 */
export const formStepAnswers = {
  async personal(page: Page) {
    await answer(page, '是否曾使用其他姓名？', '否');
    await answer(page, '是否拥有其他国籍？', '否');
    await answer(page, '是否持有其他护照？', '否');
  },
  async contact(page: Page) {
    await fill(page, [['户籍地址', '北京市朝阳区建国路1号'], ['现居住地址', '北京市朝阳区建国路1号'], ['手机号码', uniqueMobile()], ['电子邮箱', 'zhang.wei@example.cn', { where: 'form-steps' }],
      ['紧急联系人姓', '李'], ['紧急联系人名', '四'], ['紧急联系人电话', '13900139000'], ['紧急联系人国籍', '中国'], ['与您的关系', '朋友', { where: 'contact.' }]]);
  },
  async family(page: Page) {
    await answer(page, '婚姻状况', '单身');
    await answer(page, '是否有子女？', '否');
  },
  async educationJob(page: Page) {
    await answer(page, '最高学历', '本科');
    await fill(page, [['学校名称', '北京大学'], ['学校所在地', '北京']]);
    await answer(page, '职业', '公司职员');
    await fill(page, [['工作单位或学校名称', '北京某科技有限公司'], ['职位', '工程师'], ['单位地址', '北京市海淀区中关村1号'], ['单位电话', '01062751234']]);
  },
  async visit(page: Page) {
    await page.getByLabel(w(page, '入境目的'), { exact: true }).selectOption({ label: w(page, '旅游、过境') });
    await answer(page, '停留期限', '90天及以下');
    await fill(page, [['预计入境日期', '2027-03-01'], ['预计出境日期', '2027-03-08', { where: 'visit.' }], ['停留天数', '8'], ['在韩地址或酒店', '首尔特别市中区乙支路30 乐天酒店']]);
    await answer(page, '是否有家属同行？', '否');
    await answer(page, '近五年是否到访过韩国？', '否');
    await answer(page, '近五年是否到访过其他国家？', '否');
    await answer(page, '是否有家属在韩国？', '否');
  },
  async invitationCostHelper(page: Page) {
    await answer(page, '是否有邀请人？', '否');
    await answer(page, '旅行费用由谁承担？', '本人');
    await page.getByLabel(w(page, '预计旅行费用（美元）'), { exact: true }).fill('2000');
    await answer(page, '是否有人协助您填写本申请？', '否');
  },
};

const formStepTitles: [keyof typeof formStepAnswers, string][] = [
  ['personal', '个人信息'], ['contact', '联系方式'], ['family', '家庭信息'], ['educationJob', '教育与职业'], ['visit', '访问信息'], ['invitationCostHelper', '邀请、费用与协助'],
];

/** The six form steps with plain answers. Starts on the first, ends on the task list. */
export async function completeFormSteps(page: Page) {
  for (const [step, title] of formStepTitles) {
    await onScreen(page, title, { where: 'form-steps' });
    // The host may settle the address (and remount the screen) just after a step shows.
    await expect(page.getByRole('status').filter({ hasText: w(page, '已保存') })).toBeVisible();
    await formStepAnswers[step](page);
    await press(page.getByRole('button', { name: w(page, '保存并继续') }));
  }
}

export interface PreparedApplication {
  user: TestUser;
  applicants: typeof flowPeople;
}

/**
 * A new user, logged in through the page, with `count` (1–5) complete applicants of Beijing's jurisdiction on one
 * order (normal or urgent), made through the API: ends on the confirmation route (confirmApply).
 */
export async function prepareApplicants(page: Page, request: APIRequestContext, options: { count: number; urgent?: boolean }): Promise<PreparedApplication> {
  const user = await startNewApplication(page, request);
  await chooseVisa(page, options.urgent);
  return { user, applicants: await completeApplicants(page, request, options.count) };
}

/**
 * On the applicants screen: adds `count` (1–5) people (the first is the user, the others family), completes each
 * one's documents and form steps on their screens from the task list, continues: ends on the confirmation route
 * (confirmApply). Journeys whose subject comes later make them through the API (`completeApplicants`).
 */
export async function completeApplicantsOnScreens(page: Page, count: number): Promise<typeof flowPeople> {
  const applicants = await addApplicants(page, count);
  await proceed(page);

  const tasks = page.getByRole('main').getByRole('listitem');
  for (const person of applicants) {
    await onScreen(page, '申请人信息');
    await press(page.getByRole('button', { name: new RegExp(`^${person.name}`) }));
    await completeDocuments(page, person.passport, person.chinese);
    await completeFormSteps(page);
    await onScreen(page, '申请人信息');
    await expect(tasks.filter({ hasText: person.name })).toContainText(w(page, '已完成', { where: 'tasks.status' }));
  }
  await proceed(page);
  await expect(page).toHaveURL(/\/apply\/confirm(\?|$)/);
  return applicants;
}

/** The signing links the QR page shows, one per applicant, in the order of the applicants. */
export async function signingLinks(page: Page, count: number): Promise<string[]> {
  await onScreen(page, '签名确认');
  const links = page.getByRole('link', { name: startsWith(page, '无法扫码时，可在手机上打开此链接：') });
  await expect(links).toHaveCount(count);
  return links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
}

/**
 * Opens a signing link in a phone-sized context of its own, signs on the pad with the mouse, agrees, submits. A phone
 * opens the portal in Chinese, its default: for `language` English the person switches it first. Ends with the
 * desktop page in front again (see `backToDesktop`).
 */
export async function signOnPhone(desktop: Page, link: string, language: TestLanguage = 'zh') {
  const phone = await desktop.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  try {
    const page = await phone.newPage();
    // The link carries the desktop's language: the phone opens the signing page in it without a switch.
    setPageLanguage(page, language);
    await page.goto(link);
    // A phone's first visit: a context of its own has nothing cached, so the whole portal is fetched and compiled
    // cold; beside the other browser layers on two cores that took over 10 s once (CI at stop 42).
    await onScreen(page, '手机签名', { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
    const pad = page.getByRole('img', { name: startsWith(page, '签名区：请用手指在框内写下您的姓名') });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
    await page.mouse.down();
    for (const [x, y] of [[0.2, 0.3], [0.35, 0.7], [0.5, 0.35], [0.65, 0.75], [0.85, 0.4]] as const) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
    }
    await page.mouse.up();
    await page.getByLabel(w(page, '我已阅读并同意上述声明')).check();
    await press(page.getByRole('button', { name: w(page, '提交签名') }));
    await onScreen(page, '签名完成', { where: 'phone.doneTitle' });
  } finally {
    await phone.close();
    await backToDesktop(desktop);
  }
}

/**
 * From the confirmation (where prepareApplicants ends): submit, sign every applicant's link on a phone (a second
 * browser context each), wait for the desktop page to move on by itself, continue: ends on the delivery way
 * (route sendMaterials).
 */
export async function confirmAndSignOnPhones(page: Page) {
  await submitAndSign(page, (link) => signOnPhone(page, link, pageLanguage(page)));
}

/**
 * As confirmAndSignOnPhones, but each phone's signature is posted as the phone page posts it (the link's single-use
 * token, the client credential, a pad's PNG), without opening the page: for the journeys about what comes after
 * signing. The phone page itself is walked by apply-confirm-sign, apply-sign-phone, the full journeys and the paths.
 */
export async function confirmAndSign(page: Page) {
  await submitAndSign(page, async (link) => {
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
    const signed = await page.request.post(`/api/visa/apply/sign/${encodeURIComponent(token)}/common`, {
      headers: { authorization: basic }, data: { signaturePng: await signaturePadPng(), agreed: true },
    });
    const body = (await signed.json()) as { code: number; msg: string };
    expect(body.code, `the signature of ${link}: ${body.msg}`).toBe(0);
  });
}

async function submitAndSign(page: Page, sign: (link: string) => Promise<void>) {
  await onScreen(page, '确认申请');
  const count = await page.getByRole('heading', { level: 2, name: startsWith(page, '申请人：{{name}}', { where: 'confirm:' }) }).count();
  await press(page.getByRole('button', { name: w(page, '确认并提交') }));
  for (const link of await signingLinks(page, count)) await sign(link);
  await onScreen(page, '签名完成', { where: 'route.generateFormSuccess', timeout: 20_000 });
  await proceed(page);
  await expect(page).toHaveURL(/\/apply\/send-materials(\?|$)/);
}

/**
 * Visa choice, one applicant (张伟, 本人, Beijing) whose documents are saved through the API, opened from the task
 * list: ends on the first form step, for the journeys about the form steps (the documents' screens have their own).
 */
export async function throughDocuments(page: Page, request: APIRequestContext) {
  await chooseVisa(page);
  await openWithDocumentsSaved(page, request);
}

import { request as apiRequest, type Page } from 'playwright-core';
import { createUser, logInThroughPage, watchCaptcha } from '../../e2e/account-support.ts';

/** A new user signed in through the login page in `page`: the session is left in that browser's localStorage. */
export async function signInNewUser(page: Page, baseUrl: string) {
  const api = await apiRequest.newContext({ baseURL: baseUrl });
  try {
    const user = await createUser(api);
    const captcha = watchCaptcha(page);
    await page.goto(`${baseUrl}/login`);
    await logInThroughPage(page, api, captcha, user.mobile, user.password);
    await page.waitForURL((url) => url.pathname !== '/login');
  } finally {
    await api.dispose();
  }
}

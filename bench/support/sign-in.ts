import { request as apiRequest, type Page } from 'playwright-core';
import { createUser, logInThroughPage, watchCaptcha } from '../../e2e/account-support.ts';

/**
 * A new user signed in through the login page in `page`: the session is left in that browser's localStorage. The
 * bench's own calls (the user, the codes) may go to the server directly (`apiBaseUrl`) while the page goes through a
 * proxy.
 */
export async function signInNewUser(page: Page, baseUrl: string, apiBaseUrl = baseUrl) {
  const api = await apiRequest.newContext({ baseURL: apiBaseUrl });
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

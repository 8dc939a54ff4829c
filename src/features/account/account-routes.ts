import type { ComponentType } from 'react';
import type { AccountRouteName } from './account-route-names';
import type { LoadScreen } from '../../lib/route-types';
import { loadAccountStrings } from './strings';
import { loadFormStrings } from '../../ui/form/strings';

// The account routes for the route table: each screen is its own chunk, loaded together with the
// account texts; signed-in screens are wrapped in the session guard. Only these small functions reach
// the route table, so nothing here adds to the home route.
type LoadComponent = () => Promise<ComponentType>;

const withStrings = (load: LoadComponent): LoadScreen => () =>
  Promise.all([load(), loadAccountStrings(), loadFormStrings()])
    .then(([Component]) => ({ Component }));

// The guard arrives with the screen, so the home route does not download it.
const signedIn = (load: LoadComponent): LoadScreen =>
  withStrings(() => Promise.all([load(), import('../../lib/session-guard')]).then(([Screen, guard]) => guard.requireSignIn(Screen)));

// The graphic code is asked for beside the screen's code, so its picture arrives with the page, not after it.
const withCaptcha = (load: LoadComponent): LoadComponent => () =>
  Promise.all([load(), import('../../ui/form/captcha-drawing').then((m) => m.prepareCaptcha())]).then(([Component]) => Component);

/**
 * What a sign-in page asks for with its route, before its heading shows: the graphic code's first picture (its largest
 * paint). The form's code comes after the heading (decision 104); the picture waits for no code but the API client.
 */
export const startSignInPage = () => void import('../../ui/form/captcha-drawing').then((m) => m.prepareCaptcha());

export const accountScreens: Record<AccountRouteName, LoadScreen> = {
  login: withStrings(withCaptcha(() => import('./login-page').then((m) => m.LoginPage))),
  register: withStrings(withCaptcha(() => import('./register-page').then((m) => m.RegisterPage))),
  retrieve: withStrings(withCaptcha(() => import('./retrieve-page').then((m) => m.RetrievePage))),
  center: signedIn(() => import('./center-page').then((m) => m.CenterPage)),
  // The customer center is the personal center under the site map's name (decision 037): one page, one address.
  clientCenter: signedIn(() => import('./center-page').then((m) => m.ToCenter)),
  setting: signedIn(() => import('./setting-page').then((m) => m.SettingPage)),
  changePsd: signedIn(() => import('./change-password-page').then((m) => m.ChangePasswordPage)),
  changePhone: signedIn(() => import('./change-contact-page').then((m) => m.ChangePhonePage)),
  changeEmail: signedIn(() => import('./change-contact-page').then((m) => m.ChangeEmailPage)),
};

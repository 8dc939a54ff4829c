import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';
import { loadMessageStrings } from './strings';

// The message center is a signed-in screen with its own texts, loaded with it.
export const messageScreens = {
  userMsg: () =>
    Promise.all([import('./user-msg-page'), import('../../lib/session-guard'), loadMessageStrings()])
      .then(([page, guard]) => ({ Component: guard.requireSignIn(page.UserMsgPage) })),
} satisfies Partial<Record<RouteName, LoadScreen>>;

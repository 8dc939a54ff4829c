import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../app/route-table';
import { requireSignIn } from '../../app/session-guard';
import { loadMessageStrings } from './strings';

// The message center is a signed-in screen with its own texts, loaded with it.
export const messageScreens: Partial<Record<RouteName, LoadScreen>> = {
  userMsg: () =>
    Promise.all([import('./user-msg-page'), loadMessageStrings()]).then(([page]) => ({ Component: requireSignIn(page.UserMsgPage) })),
};

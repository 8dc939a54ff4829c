import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';

// The feedback screen: signed-in, its own chunk, loaded with its texts and the shared form words.
export const feedbackScreens = {
  feedback: () =>
    Promise.all([
      import('./feedback-page'),
      import('../../lib/session-guard'),
      import('./strings').then((m) => m.loadFeedbackStrings()),
      import('../../ui/form/strings').then((m) => m.loadFormStrings()),
    ]).then(([page, guard]) => ({ Component: guard.requireSignIn(page.FeedbackPage) })),
} satisfies Partial<Record<RouteName, LoadScreen>>;

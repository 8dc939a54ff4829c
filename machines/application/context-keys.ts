import type { ApplicationContext } from './application.machine.ts';

// The application machine's context keys, as a draft's snapshot may carry them: the contract's
// ApplicationContextInput is generated from this (scripts/gen-api.ts, decision 116), so a saved draft whose context
// has a key the machine does not know is refused at the door. A record of every key, not a list: a key added to
// ApplicationContext and left out here, or one left here after a rename, is a compile error.
const contextKeys = {
  visaType: true, product: true, applicants: true, refusal: true, openApplicantId: true, focusStep: true, returnToReview: true,
  applicationIds: true, delivery: true, returns: true, order: true, payment: true, orderStatus: true, extraPayment: true, failure: true,
} satisfies Record<keyof ApplicationContext, true>;

export const APPLICATION_CONTEXT_KEYS = Object.keys(contextKeys) as (keyof ApplicationContext)[];

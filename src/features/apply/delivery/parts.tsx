import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { FlowPage } from '../flow/flow-page';
import { messageOf } from '../../../ui/form/messages';
import { CancelApplication } from '../shared/cancel-application';
import { BackLink } from '../../../ui/form/back-link';
import { useDeliveryText } from './strings';

// Small parts the delivery and return screens share.

export const primaryButton = 'rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
export const secondaryButton = 'rounded bg-slate-200 px-4 py-2 font-semibold text-slate-900 shadow-[0_2px_0_#64748b] hover:bg-slate-300 focus:outline-none focus:ring-4 focus:ring-amber-400';
export const linkButton = 'text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400';

/** The machine's refusal of the last event, in the user's language (the rule's own message). */
export function RefusalAlert({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return <p role="alert" className="mb-4 border-l-4 border-red-700 bg-red-50 p-3 text-red-900">{messageOf(refusal)}</p>;
}

/** Why urgent orders have no courier: said before the choice, not after a refusal. */
export function UrgentNotice({ children }: { children: ReactNode }) {
  return <div className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">{children}</div>;
}

/** The page of a delivery screen: its heading, the back link where the machine takes one, a refusal, the form. */
/** The delivery area's words for cancelling the application (shared/cancel-application). */
export const cancelTexts = (text: ReturnType<typeof useDeliveryText>) => ({
  cancel: text('order.cancel'), question: text('order.cancelQuestion'), confirm: text('order.cancelConfirm'), keep: text('order.cancelKeep'),
});

export function DeliveryPage({ screenActor, refusal = null, children }: { screenActor: AnyActorRef; refusal?: string | null; children: ReactNode }) {
  const text = useDeliveryText();
  return (
    <FlowPage>
      <BackLink screenActor={screenActor} label={text('back')} />
      <RefusalAlert refusal={refusal} />
      {children}
      <CancelApplication screenActor={screenActor} texts={cancelTexts(text)} />
    </FlowPage>
  );
}

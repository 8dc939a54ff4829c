import { useRef, useState } from 'react';
import type { StaffMember } from '../api/session';
import { decideOrder, makeReturnWaybill, moveOrder, type MoveEvent, type OrderView } from '../api/orders';
import { Notice, RefusalAlert } from '../parts/refusal-alert';
import { primaryButton, secondaryButton } from '../parts/field';
import { useStaffText } from '../strings';
import { ConfirmDecision } from './confirm-decision';
import { SupplementDialog } from './supplement-dialog';
import { IncorrectDialog } from './incorrect-dialog';
import type { OrderAction } from './use-order-action';

const FLAGGING_ROLES: readonly StaffMember['role'][] = ['clerk', 'supervisor', 'admin'];

// Only what the server says this person may press now (allowedMoves and its two flags); a final decision asks
// first. Whatever the server still refuses is said here in its words.
export function OrderActions({ view, action, me }: { view: OrderView; action: OrderAction; me: StaffMember }) {
  const { text } = useStaffText();
  const id = view.order.id;
  const [deciding, setDeciding] = useState<'issued' | 'refused' | null>(null);
  const decisionButton = useRef<HTMLButtonElement | null>(null);
  const flaggable = FLAGGING_ROLES.includes(me.role) ? view.applicants.filter((applicant) => applicant.flaggable.length > 0) : [];
  const move = (event: MoveEvent, button: HTMLButtonElement) => {
    if (event === 'issued' || event === 'refused') {
      decisionButton.current = button;
      return setDeciding(event);
    }
    void action.run(text(`move.${event}.done`), () => moveOrder(id, event));
  };
  const nothing = view.allowedMoves.length === 0 && !view.supplementAllowed && !view.returnWaybillAllowed && flaggable.length === 0;
  return (
    <section aria-labelledby="actions-title" className="rounded border-2 border-blue-900 bg-white p-4">
      <h2 id="actions-title" className="text-xl font-semibold text-blue-950">{text('actions.title')}</h2>
      <Notice message={action.done} />
      <RefusalAlert message={action.refusal} />
      {nothing ? <p className="mt-2 text-slate-700">{text('actions.none')}</p> : null}
      <div className="mt-3 flex flex-col gap-2">
        {view.allowedMoves.map((event) => (
          <button key={event} type="button" disabled={action.busy} className={event === 'refused' ? secondaryButton : primaryButton}
            onClick={(click) => move(event, click.currentTarget)}>
            {text(`move.${event}.label`)}
          </button>
        ))}
        {view.returnWaybillAllowed ? (
          <button type="button" disabled={action.busy} className={primaryButton}
            onClick={() => void action.run(text('actions.waybillDone'), () => makeReturnWaybill(id))}>
            {text('actions.waybill')}
          </button>
        ) : null}
        {view.supplementAllowed ? <SupplementDialog view={view} action={action} /> : null}
        {flaggable.length > 0 ? <IncorrectDialog orderId={id} applicants={flaggable} action={action} /> : null}
      </div>
      {deciding ? (
        <ConfirmDecision decision={deciding} orderNo={view.order.orderNo} busy={action.busy} returnFocusTo={decisionButton}
          onCancel={() => setDeciding(null)}
          onConfirm={() => void action.run(text(`move.${deciding}.done`), () => decideOrder(id, deciding)).then(() => setDeciding(null))} />
      ) : null}
    </section>
  );
}

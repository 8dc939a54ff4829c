// Development only (decision 020): the inspector's "load" — a persisted snapshot of the application actor
// becomes a new draft of the signed-in user, and the app goes to its address, where the flow host restores
// the actor from it exactly as it restores any draft (decision 013). Loaded by the inspector bridge alone.
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { applicationMachine } from '../../../../machines/application/application.machine';
import { routeOf } from '../../../../machines/routes';
import { navigate } from '../../../lib/navigation';
import { createDraft } from './draft-api';
import { draftSummaryOf } from './draft-summary';
import { pathOfScreen } from './route-decision';
import type { ApplicationSnapshot } from './flow-session';

export async function loadApplicationSnapshot(snapshot: Record<string, unknown>): Promise<{ ok: boolean; message: string }> {
  let restored: AnyMachineSnapshot;
  try {
    // Not started: only read, to check that the machine takes it and to name the draft and its screen.
    restored = createActor(applicationMachine, { snapshot: snapshot as unknown as ApplicationSnapshot }).getSnapshot() as AnyMachineSnapshot;
  } catch (error) {
    return { ok: false, message: `Not a snapshot of the application machine: ${String(error)}` };
  }
  const created = await createDraft({ snapshot, summary: draftSummaryOf(restored) });
  if (!created.ok) return { ok: false, message: `The draft could not be saved: ${created.msg}` };
  const screen = routeOf(restored) ?? { route: 'choiceVisaType' as const };
  const orderId = (restored.context as ApplicationSnapshot['context']).order?.orderId ?? null;
  navigate(pathOfScreen(screen, { draftId: created.data.id, orderId }));
  return { ok: true, message: `Loaded as draft ${created.data.id} at ${screen.route}` };
}

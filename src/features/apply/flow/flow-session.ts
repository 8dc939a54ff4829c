// One application actor per open draft, kept while the user moves between the flow's routes: created new
// (the draft appears on the server with the first step) or restored from a draft (getDraft). Every change
// of the actor tree is saved as the draft through the save scheduler, with the version the server last
// answered.
import { createActor, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import { applicationMachine } from '../../../../machines/application/application.machine';
import { fromStoredApplication } from '../../../../machines/application/stored-applicant';
import { createDraft, getDraft, saveDraft, type Draft } from './draft-api';
import { draftSummaryOf } from './draft-summary';
import { createOrder } from './order-actor';
import { providedPaymentMachine } from './payment-actors';
import { watchSignature } from './signing-actor';
import { submitApplications } from './submission-actor';
import { subscribeTree } from './actor-tree';
import { createSaveScheduler, type SaveOutcome, type SaveScheduler, type SaveStatus } from './save-scheduler';
import { forgetEntry, newDraftId, unsavedInEntry, type UnsavedApplication } from './unsaved-application';
import type { ApiFailure } from '../../../api/client';
import { devInspect } from '../../../lib/dev-inspect';

export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>;
type Payload = { snapshot: Record<string, unknown>; summary: ReturnType<typeof draftSummaryOf> };

export interface FlowState {
  draftId: string | null;
  saveStatus: SaveStatus;
}

export interface Flow {
  actor: ReturnType<typeof createApplicationActor>;
  getState(): FlowState;
  /**
   * Whether an address without a draft id still means this flow: true for a new application until an
   * address has carried its id (its first save may land before the address catches up). After that, an
   * address without an id starts a new application.
   */
  claimsBlankAddress(): boolean;
  /** The address now carries this flow's draft id. */
  addressSeen(): void;
  /**
   * What a reload must not lose while the address names no draft: the newest content and the id its first save asks
   * for (unsaved-application.ts). Null once the address carries the id, or before anything was chosen.
   */
  unsaved(): UnsavedApplication | null;
  subscribe(listener: () => void): () => void;
  flush(): Promise<void>;
  dispose(): void;
}

export type OpenedFlow = { ok: true; flow: Flow } | { ok: false; reason: 'notFound' | 'failed'; message: string };

function createApplicationActor(draftId: () => string | null, snapshot?: ApplicationSnapshot) {
  const machine = applicationMachine.provide({
    actors: {
      submitApplications: submitApplications(draftId),
      watchSignature,
      createOrder: createOrder(draftId),
      payment: providedPaymentMachine,
    },
  });
  // In development the inspector sees every step (decision 020); production builds drop the branch.
  return createActor(machine, import.meta.env.DEV
    ? { ...(snapshot ? { snapshot } : {}), inspect: devInspect('application') }
    : snapshot ? { snapshot } : {});
}

/** How a failed save call goes on: try again later, stop (conflict, gone), or wait for the next change. */
export function saveOutcomeOf(failure: ApiFailure): SaveOutcome {
  if (failure.code === 409) return 'conflict';
  if (failure.kind === 'not-found') return 'gone';
  if (failure.kind === 'business') return 'failed';
  // No answer, a timeout, an answer that is no envelope, or a session to renew: the draft is still unsaved.
  return 'retry';
}

/**
 * `draft`: the draft to restore. `unsaved`: what a reloaded page's history entry kept of a new application whose
 * address never named its draft; with `draft`, the draft its create answered (the address has yet to name it), alone,
 * the content to restore and send again, as that create could not be made now.
 */
function startFlow(draft: Draft | null, unsaved: UnsavedApplication | null = null): Flow {
  let draftId = draft?.id ?? null;
  let version = draft?.version ?? 0;
  let saveStatus: SaveStatus = draft ? 'saved' : 'idle';
  let claimsBlank = draft === null || unsaved !== null;
  const reservedId = unsaved?.id ?? newDraftId();
  let lastPayload: Payload | null = !draft && unsaved ? { snapshot: unsaved.snapshot, summary: unsaved.summary } : null;
  const listeners = new Set<() => void>();
  // One object per change, so React's external-store readers see a stable value between changes.
  let state: FlowState = { draftId, saveStatus };
  const notify = () => {
    state = { draftId, saveStatus };
    listeners.forEach((listener) => listener());
  };

  // A draft saved before the applicant answers were kept as the contract's sections is read in today's shape.
  const stored = draft?.snapshot ?? unsaved?.snapshot;
  const restored = stored ? (fromStoredApplication(stored) as unknown as ApplicationSnapshot) : undefined;
  const actor = createApplicationActor(() => draftId, restored);
  const scheduler: SaveScheduler<Payload> = createSaveScheduler<Payload>({
    async save(payload) {
      const result = draftId ? await saveDraft(draftId, { ...payload, version }) : await createDraft({ ...payload, id: reservedId });
      if (!result.ok) return saveOutcomeOf(result);
      draftId = result.data.id;
      version = result.data.version;
      notify();
      return 'saved';
    },
  });
  scheduler.subscribe((status) => {
    saveStatus = status;
    notify();
  });

  actor.start();
  let last = JSON.stringify(actor.getPersistedSnapshot());
  const stopWatching = subscribeTree(actor, () => {
    const persisted = actor.getPersistedSnapshot() as Record<string, unknown>;
    const json = JSON.stringify(persisted);
    if (json === last) return;
    last = json;
    lastPayload = { snapshot: JSON.parse(json) as Record<string, unknown>, summary: draftSummaryOf(actor.getSnapshot() as AnyMachineSnapshot) };
    scheduler.schedule(lastPayload);
  });
  if (restored) resumeTimers(actor);
  if (lastPayload) scheduler.schedule(lastPayload);

  return {
    actor,
    getState: () => state,
    claimsBlankAddress: () => claimsBlank,
    addressSeen() {
      claimsBlank = false;
    },
    unsaved: () => (claimsBlank && lastPayload ? { id: draftId ?? reservedId, ...lastPayload } : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => scheduler.flush(),
    dispose() {
      stopWatching();
      scheduler.dispose();
      actor.stop();
    },
  };
}

/** Timers are not restored from a snapshot (decision 006): a restored payment learns the time from the app. */
function resumeTimers(actor: Flow['actor']) {
  const children = actor.getSnapshot().children as Record<string, { send(event: { type: string; now: number }): void } | undefined>;
  for (const id of ['payment', 'extraPayment']) children[id]?.send({ type: 'payment.resumed', now: Date.now() });
}

let current: Flow | null = null;

/** The flow already open for this address, without waiting (a move between flow routes). */
export function peekFlow(draftId: string | null, historyMove = false): Flow | null {
  return current && fitsAddress(current, draftId, historyMove) ? current : null;
}

/**
 * Whether the address means this flow. The back button may return to an address from before the first save
 * (no id yet): a history move never starts a new application, only a link or a typed address does.
 */
export function fitsAddress(flow: Flow, draftId: string | null, historyMove = false): boolean {
  if (draftId !== null) return flow.getState().draftId === draftId;
  return flow.claimsBlankAddress() || (historyMove && flow === current);
}

/** Opens the draft named in the address, or a new application when none is named. */
export async function openFlow(draftId: string | null, historyMove = false): Promise<OpenedFlow> {
  const open = peekFlow(draftId, historyMove);
  if (open) return { ok: true, flow: open };
  let draft: Draft | null = null;
  let unsaved: UnsavedApplication | null = null;
  if (draftId) {
    const result = await getDraft(draftId);
    if (!result.ok) return { ok: false, reason: result.kind === 'not-found' ? 'notFound' : 'failed', message: result.msg };
    draft = result.data;
  } else if ((unsaved = unsavedInEntry())) {
    // The draft as the server has it, which may be newer than what the entry kept; without an answer, the entry's.
    const { id, snapshot, summary } = unsaved;
    const made = await createDraft({ id, snapshot, summary });
    if (made.ok) draft = made.data;
    else if (made.kind === 'not-found') {
      // The person deleted that draft since: the address means a new application, as it would without the entry.
      forgetEntry();
      unsaved = null;
    }
  }
  // Another call may have opened it meanwhile (two routes mounting at once).
  const raced = peekFlow(draftId);
  if (raced) return { ok: true, flow: raced };
  await current?.flush();
  current?.dispose();
  current = startFlow(draft, unsaved);
  return { ok: true, flow: current };
}

/** Leaving the flow for another page keeps it open; a deleted draft must not come back from memory. */
export function forgetFlow(draftId: string): void {
  if (current?.getState().draftId === draftId) {
    current.dispose();
    current = null;
  }
}

// A reload or a closed tab with a change the server has not got yet: send it, and let the browser ask.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    const state = current?.getState();
    if (!current || !state || !['pending', 'saving', 'retrying'].includes(state.saveStatus)) return;
    void current.flush();
    event.preventDefault();
  });
}

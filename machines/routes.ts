// The one place that maps a machine snapshot to the screen (spec route name) it shows. States that are
// screens carry `meta: { route, step? }`; a state whose screen is decided by a child actor says so with
// `delegatesTo: '<child id>'` (the application in `preparing.editing` shows the open applicant's step, and while
// paying the payment's screen).
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { routeNames, type RouteName } from '../src/domain/route-names.ts';
import { allStateNodes } from './coverage.ts';

export interface RouteMeta {
  route: RouteName;
  step?: string;
}

/** The meta of a state that is a screen; every machine's `types.meta`. */
export interface ScreenMeta extends RouteMeta {
  /** The child actor with this id decides the screen while it runs. */
  delegatesTo?: string;
}

function isScreenMeta(meta: unknown): meta is ScreenMeta {
  const route = (meta as Partial<ScreenMeta> | undefined)?.route;
  return typeof route === 'string' && (routeNames as readonly string[]).includes(route);
}

function isMachineSnapshot(value: unknown): value is AnyMachineSnapshot {
  return typeof value === 'object' && value !== null && 'machine' in value && typeof (value as { getMeta?: unknown }).getMeta === 'function';
}

/**
 * The screen meta of a snapshot itself, without asking a child: of the active states with meta, the one that
 * comes last in document order — the deepest one, and in a parallel state the later region (e.g. a supplement
 * payment over the visa status). `getMeta()` lists the active states in that order.
 */
export function ownScreenOf(snapshot: AnyMachineSnapshot): ScreenMeta | undefined {
  return Object.values(snapshot.getMeta() as Record<string, unknown>).filter(isScreenMeta).at(-1);
}

/** The child a snapshot's screen delegates to, while it runs. */
export function delegateOf(snapshot: AnyMachineSnapshot): AnyMachineSnapshot['children'][string] | undefined {
  const delegatesTo = ownScreenOf(snapshot)?.delegatesTo;
  const child = delegatesTo ? snapshot.children[delegatesTo] : undefined;
  const state = child?.getSnapshot() as unknown;
  return isMachineSnapshot(state) && state.status === 'active' ? child : undefined;
}

/**
 * The route of a snapshot: its own screen's, or when that delegates and the child runs, the child's. A child that
 * shows the same route without a step of its own keeps the delegating state's step: the step is part of the
 * address, and which payment runs (the order's or a supplement, step `extra`) is the application's to say, while
 * the payment's states all share one address.
 */
export function routeOf(snapshot: AnyMachineSnapshot): RouteMeta | undefined {
  const own = ownScreenOf(snapshot);
  const delegate = delegateOf(snapshot);
  const delegated = delegate ? routeOf(delegate.getSnapshot() as AnyMachineSnapshot) : undefined;
  if (delegated) {
    const kept = delegated.step === undefined && own?.step !== undefined && own.route === delegated.route;
    return kept ? { ...delegated, step: own.step } : delegated;
  }
  if (!own) return undefined;
  const { delegatesTo: _, ...route } = own;
  return route;
}

export interface ScreenState extends RouteMeta {
  /** State node id, e.g. `application.confirming.reviewing`. */
  id: string;
  delegatesTo?: string;
}

/** Every state node of a machine that is a screen. */
export function screenStatesOf(machine: AnyStateMachine): ScreenState[] {
  return allStateNodes(machine).flatMap((node) => {
    const meta = node.meta as ScreenMeta | undefined;
    if (!meta || meta.route === undefined) return [];
    return [{ id: node.id, ...meta }];
  });
}

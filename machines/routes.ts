// The one place that maps a machine snapshot to the screen (spec route name) it shows. States that are
// screens carry `meta: { route, step? }`; a state whose screen is decided by a child actor says so with
// `delegatesTo: '<child id>'` (the application in `preparing.editing` shows the open applicant's step).
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { routeNames, type RouteName } from '../src/domain/route-names.ts';
import { allStateNodes } from './coverage.ts';

export interface RouteMeta {
  route: RouteName;
  step?: string;
}

interface ScreenMeta extends RouteMeta {
  delegatesTo?: string;
}

function screenMetaOf(node: AnyStateNode): ScreenMeta | undefined {
  const meta = node.meta as Partial<ScreenMeta> | undefined;
  return meta && typeof meta.route === 'string' && (routeNames as readonly string[]).includes(meta.route)
    ? (meta as ScreenMeta)
    : undefined;
}

function isMachineSnapshot(value: unknown): value is AnyMachineSnapshot {
  return typeof value === 'object' && value !== null && 'machine' in value && '_nodes' in value;
}

/**
 * The route of a snapshot: the active state node with meta that comes last in document order wins — that
 * is the deepest one, and in a parallel state the later region (e.g. a supplement payment over the visa
 * status). When that node delegates and the child runs, the child's route wins.
 */
export function routeOf(snapshot: AnyMachineSnapshot): RouteMeta | undefined {
  const screens = snapshot._nodes.filter((node) => screenMetaOf(node) !== undefined);
  const node = screens[screens.length - 1];
  if (!node) return undefined;
  const { delegatesTo, ...own } = screenMetaOf(node)!;
  if (delegatesTo) {
    const child = snapshot.children[delegatesTo]?.getSnapshot() as unknown;
    const delegated = isMachineSnapshot(child) && child.status === 'active' ? routeOf(child) : undefined;
    if (delegated) return delegated;
  }
  return own;
}

export interface ScreenState extends RouteMeta {
  /** State node id, e.g. `application.confirming.reviewing`. */
  id: string;
  delegatesTo?: string;
}

/** Every state node of a machine that is a screen. */
export function screenStatesOf(machine: AnyStateMachine): ScreenState[] {
  return allStateNodes(machine).flatMap((node) => {
    const meta = node.meta as Partial<ScreenMeta> | undefined;
    if (!meta || meta.route === undefined) return [];
    return [{ id: node.id, ...(meta as ScreenMeta) }];
  });
}

// Which screen the address should show, decided from the application actor's state (decision 013). Pure:
// the flow host passes what it sees (the address, the state's screen, how the address changed) and carries
// out the answer, so every rule here is tested without a browser.
import type { RouteMeta } from '../../../../machines/routes';
import { flowRouteNames, type FlowRouteName, type RouteName } from '../../../domain/route-names';
import { pathOf } from '../../../lib/route-paths';

export interface Screen {
  route: RouteName;
  step?: string;
}

export const isFlowRoute = (route: RouteName): route is FlowRouteName => (flowRouteNames as readonly RouteName[]).includes(route);

export const sameScreen = (a: Screen | undefined, b: Screen | undefined) =>
  a !== undefined && b !== undefined && a.route === b.route && (a.step ?? null) === (b.step ?? null);

/**
 * The address of the state's screen. Flow screens carry the draft and the step (so reload and back keep both);
 * the final screens are the order's own pages.
 */
export function pathOfScreen(screen: RouteMeta, ids: { draftId: string | null; orderId: string | null }): string {
  if (screen.route === 'orderDetail') return ids.orderId ? pathOf('orderDetail', { id: ids.orderId }) : pathOf('orderList');
  if (!isFlowRoute(screen.route)) return pathOf(screen.route);
  return pathOf(screen.route, { draft: ids.draftId, step: screen.step });
}

/** The screen an address asks for: its route and the `step` of its query. */
export function screenOfAddress(route: RouteName, search: string): Screen {
  const step = new URLSearchParams(search).get('step');
  return step ? { route, step } : { route };
}

export type DoneOnce = 'submitted' | 'paid';

export type FlowDecision =
  | { kind: 'show' }
  /** Go to the state's screen: `push` when the state moved on from the screen shown (history keeps the step). */
  | { kind: 'navigate'; to: string; replace: boolean }
  /** The browser went back: the machine takes `nav.back`, and its new state decides the screen. */
  | { kind: 'back' }
  /** Back into a step that cannot be repeated (submit, pay): a clear page instead of the step. */
  | { kind: 'doneOnce'; what: DoneOnce };

export interface FlowSituation {
  /** The screen in the address now. */
  at: Screen;
  /** Whether the address names the draft the actor belongs to (a reload must find it). */
  addressHasDraft: boolean;
  /** The screen of the actor's state (routeOf). */
  state: RouteMeta;
  /** Where the state's screen lives. */
  statePath: string;
  /** The screen the address and the state last agreed on. */
  lastShown: Screen | null;
  /** How the address last changed, if by the browser's history buttons and not handled yet. */
  pop: 'back' | 'forward' | null;
  /** `snapshot.can({ type: 'nav.back' })` of the actor whose screen is shown. */
  canGoBack: boolean;
  doneOnce: DoneOnce | null;
}

export function decideFlow(s: FlowSituation): FlowDecision {
  if (sameScreen(s.at, s.state)) {
    return s.addressHasDraft ? { kind: 'show' } : { kind: 'navigate', to: s.statePath, replace: true };
  }
  if (s.pop === 'back') {
    if (s.canGoBack) return { kind: 'back' };
    if (s.doneOnce) return { kind: 'doneOnce', what: s.doneOnce };
    return { kind: 'navigate', to: s.statePath, replace: true };
  }
  // The address still shows the last agreed screen: the state moved on (a step done, or back inside the flow).
  if (s.pop === null && sameScreen(s.at, s.lastShown ?? undefined)) return { kind: 'navigate', to: s.statePath, replace: false };
  // A deep link, a forward button or a typed address that does not match the state.
  return { kind: 'navigate', to: s.statePath, replace: true };
}

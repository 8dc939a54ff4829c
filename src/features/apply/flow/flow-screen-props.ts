import type { AnyActorRef } from 'xstate';
import type { RouteMeta } from '../../../../machines/routes';
import type { Flow } from './flow-session';

/** What every flow screen receives from the flow host (decision 013), apart from the registry that lazy-loads them. */
export interface FlowScreenProps {
  /** The application actor (the order). */
  actor: Flow['actor'];
  /** The actor the screen belongs to: the open applicant's on the documents and form routes, else the application. */
  screenActor: AnyActorRef;
  /** The state's route and step (`meta`). */
  screen: RouteMeta;
}

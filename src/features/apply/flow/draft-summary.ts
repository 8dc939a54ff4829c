// What the to-do list shows of a draft, taken from the application actor's snapshot when it is saved.
import type { AnyMachineSnapshot } from 'xstate';
import type { ApplicationContext } from '../../../../machines/application/application.machine';
import { routeOf } from '../../../../machines/routes';
import type { RouteName } from '../../../domain/route-names';
import type { DoneOnce } from './route-decision';

export interface DraftSummary {
  title: string;
  applicantNames: string[];
  step: RouteName;
}

export function draftSummaryOf(snapshot: AnyMachineSnapshot): DraftSummary {
  const context = snapshot.context as ApplicationContext;
  const title = [context.visaType?.visaTypeValue, context.product?.visaProductValue].filter(Boolean).join(' · ');
  return {
    title,
    applicantNames: context.applicants.map((applicant) => applicant.name),
    step: routeOf(snapshot)?.route ?? 'choiceVisaType',
  };
}

/** The step that cannot be repeated and that this order has already passed, if any. */
export function doneOnceOf(snapshot: AnyMachineSnapshot): DoneOnce | null {
  const context = snapshot.context as ApplicationContext;
  if (context.payment?.outcome === 'paid' || context.orderStatus !== null) return 'paid';
  if (context.applicationIds.length > 0) return 'submitted';
  return null;
}

import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { applicantMachine } from '../../../../machines/application/applicant.machine';
import type { ApplicantEvent } from '../../../../machines/application/applicant.machine';

export type ApplicantSnapshot = SnapshotFrom<typeof applicantMachine>;

/** On the documents route the host gives the open applicant's actor (decision 013); this reads it typed. */
export function useApplicant(screenActor: AnyActorRef) {
  const snapshot = useSelector(screenActor, (s) => s as ApplicantSnapshot);
  const send = (event: ApplicantEvent) => screenActor.send(event);
  const { data } = snapshot.context;
  return { snapshot, data, sections: data.sections, applicantId: snapshot.context.applicantId, send };
}

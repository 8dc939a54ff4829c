// The applicant tour (decision 021): the open applicant's own machine walked through its screens, generated with
// xstate/graph from applicantMachine and the applicant page model (model/applicant-states.ts). The application's
// paths see an applicant only as its result; this tour reaches every applicant screen state and every transition
// a person can trigger there: the backs, the minor's birth certificate, the bank card. A leg is one opening of
// the applicant: it ends when the applicant closes or is complete, and the next leg reopens it from the task list
// with what was saved, as the machine's input then says.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ApplicantData } from '../../machines/application/applicant-data';
import { applicantMachine, type ApplicantContext } from '../../machines/application/applicant.machine';
import { applicantInput, applicantModel } from '../../machines/application/applicant.model';
import { allTransitions, describeTransition, start, step } from '../../machines/coverage';
import { screenStatesOf } from '../../machines/routes';
import type { ApplicantPerson } from './model/applicant-states';
import { applicantStates } from './model/applicant-states';
import { isInternal, screenStateOf } from './plan';

const machine = applicantMachine as AnyStateMachine;

/** Applicant transitions the machine accepts that no screen offers a person, with the reason. */
export const applicantNotOffered: Record<string, string> = {
  'applicant --applicant.problemReported--> applicant.resuming':
    'the server reports problems on submitted applications later (the back office); nothing in the portal sends it yet',
};

/** Who the tour fills in: a minor, so that the birth certificate is on the way too. */
export const tourPerson: ApplicantPerson = {
  passport: { issuingState: 'CHN', surname: 'LI', givenNames: 'XIAOMING', passportNumber: 'E98765432', nationality: 'CHN', birthDate: '2015-06-01', sex: 'male', expiryDate: '2030-06-01' },
  chinese: { surname: '李', name: '小明' },
};

export interface TourStep {
  source: string;
  event: EventObject;
  words: string;
  /** The transitions the step takes, as source, event type and target (for the report). */
  taken: { source: string; event: string; target: string }[];
  /** The applicant state after the step; null once the applicant is done (back on the task list). */
  screen: string | null;
}

export interface ApplicantTour {
  legs: TourStep[][];
  screenStates: string[];
  personTransitions: string[];
  unreachable: string[];
}

/** The deepest state node with a screen (the applicant's states nest: documents.passport.uploading). */
const screenOf = (snapshot: AnyMachineSnapshot): string | null =>
  snapshot.status === 'active' ? screenStateOf(snapshot) ?? null : null;

/** The model's words, but the passport as the person's page has it (the model's sample has its own dates). */
const wordsOf = (event: EventObject, person: ApplicantPerson) => (event.type === 'passport.confirmed'
  ? `confirm the passport of ${person.passport.surname} ${person.passport.givenNames} born ${person.passport.birthDate}`
  : applicantModel.describeEvent!(event));

export function planApplicantTour(person: ApplicantPerson): ApplicantTour {
  const screenStates = screenStatesOf(machine).map((s) => s.id);
  const personTransitions = allTransitions(machine).filter((t) => !isInternal(t)).map(describeTransition).filter((t) => !(t in applicantNotOffered));
  const goals = new Set([...screenStates, ...personTransitions]);
  const covered = new Set<string>();

  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const state = screenOf(snapshot);
    const ways = state ? applicantStates[state]?.on : undefined;
    if (!ways) return [];
    return applicantModel.events(snapshot).filter((event) => {
      const way = ways[event.type];
      return way && (!way.accepts || way.accepts(event, person)) && snapshot.can(event);
    });
  };

  const legs: TourStep[][] = [];
  let data: ApplicantData | undefined;
  for (;;) {
    const opened = start(machine, { ...applicantInput, data });
    opened.entered.forEach((node) => goals.has(node.id) && covered.add(node.id));
    let snapshot = opened.next;
    const leg: TourStep[] = [];
    while (snapshot.status === 'active') {
      let best = undefined as { steps: TourStep[]; next: AnyMachineSnapshot; gain: string[]; final: boolean } | undefined;
      const consider = (sequence: EventObject[]) => {
        let current = snapshot;
        const steps: TourStep[] = [];
        const gain = new Set<string>();
        for (const event of sequence) {
          const moved = step(machine, current, event);
          const taken = moved.taken.map((t) => ({ source: t.source.id, event: t.eventType, target: t.target?.[0]?.id ?? t.source.id }));
          steps.push({ source: screenOf(current)!, event, words: wordsOf(event, person), taken, screen: screenOf(moved.next) });
          for (const id of [...moved.taken.map(describeTransition), ...moved.entered.map((node) => node.id)]) {
            if (goals.has(id) && !covered.has(id)) gain.add(id);
          }
          current = moved.next;
        }
        if (gain.size === 0) return;
        const final = current.status !== 'active';
        // The nearest new goal; ending the leg (closing or completing the applicant) only when nothing else is left.
        const better = !best || (best.final && !final) || (best.final === final && steps.length < best.steps.length);
        if (better) best = { steps, next: current, gain: [...gain], final };
      };
      for (const found of getShortestPaths(machine, { fromState: snapshot, events, serializeState: applicantModel.serializeState })) {
        const sequence = found.steps.map((s) => s.event).filter((event) => event.type !== 'xstate.init');
        consider(sequence);
        // One step more from each path's end: the shortest paths keep one way into each state, so a second
        // event leading to the same state (skip rather than upload the bank card) is only found so.
        const end = sequence.reduce((current, event) => step(machine, current, event).next, snapshot);
        for (const event of events(end)) consider([...sequence, event]);
      }
      if (!best) break;
      best.gain.forEach((id) => covered.add(id));
      leg.push(...best.steps);
      snapshot = best.next;
    }
    if (leg.length === 0) break;
    legs.push(leg);
    if (snapshot.status === 'active') break;
    data = (snapshot.context as ApplicantContext).data;
  }
  return { legs, screenStates, personTransitions, unreachable: [...goals].filter((goal) => !covered.has(goal)) };
}

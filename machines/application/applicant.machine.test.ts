import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { explore, samplesAt, shortestPaths } from '../paths.ts';
import { routeOf } from '../routes.ts';
import { FORM_STEPS, emptyApplicantData, isMinorOn, taskStatusOf, type FormStep } from './applicant-data.ts';
import { applicantMachine, applicantTaskStatus, type ApplicantEvent, type ApplicantInput } from './applicant.machine.ts';
import { TODAY, adultPassport, applicantModel, completeApplicantData, minorPassport } from './applicant.model.ts';
import { roundTrip, runningActor } from './round-trip.ts';

const input: ApplicantInput = { applicantId: 'ap-1' };

function run(events: ApplicantEvent[], from: ApplicantInput = input) {
  let [snapshot] = initialTransition(applicantMachine, from);
  for (const event of events) [snapshot] = transition(applicantMachine, snapshot, event);
  return snapshot;
}

const idCard = completeApplicantData().sections.idCard!;
const throughDocuments: ApplicantEvent[] = [
  { type: 'passport.recognised', fields: { passportNum: 'E12345678' } },
  { type: 'passport.confirmed', passport: adultPassport },
  { type: 'idCard.confirmed', idCard },
  { type: 'photo.confirmed', photoFileId: 'photo' },
  { type: 'bankCard.skipped' },
];
// A step's value: its one section, or the last step's three.
const stepValue = (step: FormStep) =>
  step === 'invitationCostHelper' ? { invitation: { step }, cost: { step }, helper: { step } } : { step };
const saveAll: ApplicantEvent[] = FORM_STEPS.map((step) => ({ type: 'step.saved', step, data: stepValue(step) }));

describe('applicantMachine: pure transitions', () => {
  it('starts a new applicant at the passport upload', () => {
    const snapshot = run([]);
    expect(snapshot.value).toEqual({ documents: { passport: 'uploading' } });
    expect(routeOf(snapshot)).toEqual({ route: 'saveBasicInfo', step: 'passport' });
    expect(applicantTaskStatus(snapshot)).toBe('notStarted');
  });

  it('goes through the documents, then the six form steps in order, to ready', () => {
    let snapshot = run(throughDocuments);
    expect(snapshot.value).toEqual({ form: 'personal' });
    expect(applicantTaskStatus(snapshot)).toBe('inProgress');
    for (const [index, event] of saveAll.entries()) {
      expect(routeOf(snapshot)).toEqual({ route: 'saveApplyInfo', step: FORM_STEPS[index] });
      [snapshot] = transition(applicantMachine, snapshot, event);
    }
    expect(snapshot.value).toBe('ready');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.data.sections.visit).toEqual({ step: 'visit' });
    expect(snapshot.output?.data.sections.cost).toEqual({ step: 'invitationCostHelper' });
    expect(applicantTaskStatus(snapshot)).toBe('completed');
  });

  it('does not accept a step saved out of order', () => {
    const snapshot = run(throughDocuments);
    expect(snapshot.can({ type: 'step.saved', step: 'contact', data: {} })).toBe(false);
    expect(snapshot.can({ type: 'step.saved', step: 'personal', data: {} })).toBe(true);
  });

  it('goes back one step at a time, and from the first screen back to the task list', () => {
    let snapshot = run([...throughDocuments, saveAll[0]!]);
    expect(snapshot.value).toEqual({ form: 'contact' });
    [snapshot] = transition(applicantMachine, snapshot, { type: 'nav.back' });
    expect(snapshot.value).toEqual({ form: 'personal' });
    [snapshot] = transition(applicantMachine, snapshot, { type: 'nav.back' });
    expect(snapshot.value).toEqual({ documents: 'bankCard' });
    const first = run([]);
    const [left] = transition(applicantMachine, first, { type: 'nav.back' });
    expect(left.value).toBe('closed');
    expect(left.output?.applicantId).toBe('ap-1');
  });

  it('offers the minor exemption only when the passport says the applicant is a minor', () => {
    const adult = run(throughDocuments.slice(0, 2));
    expect(adult.value).toEqual({ documents: { identity: 'idCard' } });
    expect(adult.can({ type: 'minorExemption.chosen', on: TODAY })).toBe(false);
    const minor = run([throughDocuments[0]!, { type: 'passport.confirmed', passport: minorPassport }, { type: 'minorExemption.chosen', on: TODAY }]);
    expect(minor.value).toEqual({ documents: { identity: 'birthCertificate' } });
    const [photo] = transition(applicantMachine, minor, { type: 'birthCertificate.confirmed', minorExemption: { birthCertificateFileId: 'bc' } });
    expect(photo.context.data.sections.minorExemption).toEqual({ birthCertificateFileId: 'bc' });
    expect(photo.context.data.sections).not.toHaveProperty('idCard');
    const [back] = transition(applicantMachine, photo, { type: 'nav.back' });
    expect(back.value).toEqual({ documents: { identity: 'birthCertificate' } });
  });

  it('a reported problem sends the applicant to that step, and saving it clears the problem', () => {
    let snapshot = run([...throughDocuments, ...saveAll.slice(0, 3)]);
    [snapshot] = transition(applicantMachine, snapshot, { type: 'applicant.problemReported', step: 'photo', reason: 'not white' });
    expect(snapshot.value).toEqual({ documents: 'photo' });
    expect(applicantTaskStatus(snapshot)).toBe('hasProblem');
    [snapshot] = transition(applicantMachine, snapshot, { type: 'photo.confirmed', photoFileId: 'new-photo' });
    expect(snapshot.context.problem).toBeNull();
    expect(applicantTaskStatus(snapshot)).toBe('inProgress');
  });

  it('keeps the application the first save made, so every later save goes to it', () => {
    expect(run([]).context.applyId).toBeNull();
    let snapshot = run([...throughDocuments.slice(0, -1), { type: 'bankCard.skipped', applyId: 'apply-1' }]);
    expect(snapshot.context.applyId).toBe('apply-1');
    // An event without one (a test, a restored older draft) leaves the known id alone.
    [snapshot] = transition(applicantMachine, snapshot, saveAll[0]!);
    expect(snapshot.context.applyId).toBe('apply-1');
    for (const event of saveAll.slice(1)) [snapshot] = transition(applicantMachine, snapshot, { ...event, applyId: 'apply-1' } as typeof event);
    expect(snapshot.output?.applyId).toBe('apply-1');
    expect(run([], { applicantId: 'a', data: completeApplicantData(), applyId: 'apply-2' }).context.applyId).toBe('apply-2');
  });

  it('reopens where the applicant stopped, on the flagged step, or on the step a change link names', () => {
    const { passport, idCard: card, photoFileId } = completeApplicantData().sections;
    const partial = { ...completeApplicantData(), sections: { passport, idCard: card, photoFileId, personal: {}, contact: {} } };
    expect(run([], { applicantId: 'a', data: partial }).value).toEqual({ form: 'family' });
    expect(run([], { applicantId: 'a', data: completeApplicantData(), problem: { step: 'visit', reason: 'x' } }).value)
      .toEqual({ form: 'visit' });
    const focused = run([], { applicantId: 'a', data: completeApplicantData(), focus: 'passport' });
    expect(focused.value).toEqual({ documents: { passport: 'reviewing' } });
    expect(focused.context.focus).toBeNull();
  });
});

describe('applicant data', () => {
  it('derives the task status', () => {
    expect(taskStatusOf(emptyApplicantData(), null)).toBe('notStarted');
    expect(taskStatusOf(completeApplicantData(), null)).toBe('completed');
    expect(taskStatusOf(completeApplicantData(), { step: 'photo', reason: 'x' })).toBe('hasProblem');
  });

  it('calls someone a minor until the 18th birthday', () => {
    expect(isMinorOn('2012-01-02', '2030-01-01')).toBe(true);
    expect(isMinorOn('2012-01-01', '2030-01-01')).toBe(false);
  });
});

describe('applicantMachine: a running actor', () => {
  it('outputs what was saved when it reaches ready', () => {
    const actor = createActor(applicantMachine, { input }).start();
    for (const event of [...throughDocuments, ...saveAll]) actor.send(event);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.data.sections.passport?.passportNum).toBe(adultPassport.passportNum);
  });
});

describe('applicantMachine: model-based', () => {
  const exploration = explore(applicantModel);

  it('reaches every state and every transition', () => {
    expect(exploration.coverage.states.missing).toEqual([]);
    expect(exploration.coverage.transitions.missing).toEqual([]);
    expect(exploration.coverage.states.covered).toBe(exploration.coverage.states.total);
  });

  it('every forward journey to ready saves the six form steps in order', () => {
    // Back links and server reports make the simple paths explode; the journeys forward are the ones to list.
    const forward = (event: { type: string }) => !['nav.back', 'applicant.problemReported', 'applicant.closed'].includes(event.type);
    const paths = getSimplePaths(applicantMachine, {
      input,
      events: (snapshot: AnyMachineSnapshot) => samplesAt(applicantModel, snapshot).filter(forward) as ApplicantEvent[],
      serializeState: (snapshot: AnyMachineSnapshot) => applicantModel.serializeState(snapshot),
      toState: (snapshot) => snapshot.value === 'ready',
    });
    // adult or minor passport × ID card or (minor only) birth certificate × bank card or not
    expect(paths).toHaveLength(6);
    for (const path of paths) {
      const saved = path.steps.flatMap((s) => (s.event.type === 'step.saved' ? [s.event.step] : []));
      expect(saved).toEqual([...FORM_STEPS]);
    }
  });

  it('restores at every reachable state with the same state, context and next steps', () => {
    const paths = shortestPaths(applicantModel);
    expect(paths.length).toBe(exploration.distinctStates);
    for (const path of paths) {
      const events = path.steps.map((s) => s.event);
      const live = runningActor(applicantModel, events);
      expect(live.values).toEqual(path.steps.map((s) => s.state.value));
      live.actor.stop();
      const trip = roundTrip(applicantModel, events);
      expect(trip.after.value).toEqual(trip.before.value);
      expect(trip.after.status).toBe(trip.before.status);
      expect(JSON.parse(JSON.stringify(trip.after.context))).toEqual(JSON.parse(JSON.stringify(trip.before.context)));
      for (const next of trip.next) expect(next.after, next.event).toBe(next.before);
    }
  });
});

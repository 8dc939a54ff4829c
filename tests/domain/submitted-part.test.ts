import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationMachine } from '../../machines/application/application.machine.ts';
import { sampleApplicants } from '../../machines/application/application.model.ts';
import { idleActors } from '../../machines/application/round-trip.ts';
import { submittedPartOf } from '../../src/domain/submitted-part.ts';
import { changesSubmittedData } from '../../src/server/drafts/submitted-part.ts';

// The server compares what submission fixed by the domain's keys; these tests read them from the snapshot the
// client really persists, so keys that named nothing in it would fail here, not pass by comparing nulls.
const machine = applicationMachine.provide({ actors: idleActors(applicationMachine) });
const [zhang] = sampleApplicants as [typeof sampleApplicants[0]];
const visaType = { centerId: 'center-beijing', locationValue: '110100', purpose: 'tourism', visaTypeValue: 'C-3-9' };
const product = { visaProductValue: 'C-3-9-single-90d', urgent: false };

function persistedWithApplicant() {
  const actor = createActor(machine);
  actor.start();
  actor.send({ type: 'visa.typeChosen', choice: visaType });
  actor.send({ type: 'visa.productChosen', choice: product });
  actor.send({ type: 'applicant.added', applicant: zhang });
  actor.send({ type: 'applicants.confirmed' });
  actor.send({ type: 'applicant.opened', applicantId: zhang.applicantId });
  actor.getSnapshot().children.applicant!.send({ type: 'passport.recognised', fields: { surname: 'ZHANG' } });
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<string, unknown>;
  actor.stop();
  return persisted;
}

type Persisted = ReturnType<typeof persistedWithApplicant> & { context: { applicants: Record<string, unknown>[] } };

describe('the submitted part of a draft', () => {
  it('is the visa choice and who is on the order, read from the snapshot the application machine persists', () => {
    expect(submittedPartOf(persistedWithApplicant().context)).toEqual({
      visaType,
      product,
      applicants: [{
        applicantId: zhang.applicantId, name: zhang.name, relation: zhang.relation,
        provinceCode: zhang.provinceCode, consularPostId: zhang.consularPostId,
      }],
    });
  });

  it('changes with an applicant\'s identity or the product, not with the flow\'s working copy of the answers', () => {
    const stored = persistedWithApplicant() as Persisted;
    const withApplicant = (patch: Record<string, unknown>) => ({
      ...stored, context: { ...stored.context, applicants: stored.context.applicants.map((a) => ({ ...a, ...patch })) },
    });
    expect(changesSubmittedData(stored, JSON.parse(JSON.stringify(stored)) as Record<string, unknown>)).toBe(false);
    expect(changesSubmittedData(stored, withApplicant({ data: { form: { personal: { usedOtherName: false } } } }))).toBe(false);
    expect(changesSubmittedData(stored, withApplicant({ provinceCode: '310000' }))).toBe(true);
    expect(changesSubmittedData(stored, { ...stored, context: { ...stored.context, product: { ...product, urgent: true } } })).toBe(true);
  });

  it('reads a missing key of an older or partial draft as null', () => {
    expect(submittedPartOf({ visaType: { visaTypeValue: 'C-3-9' }, applicants: [{ applicantId: 'ap-1', name: 'Zhang San' }] }))
      .toEqual({ visaType: { visaTypeValue: 'C-3-9' }, product: null, applicants: [{ applicantId: 'ap-1', name: 'Zhang San' }] });
    expect(submittedPartOf(undefined)).toEqual({ visaType: null, product: null, applicants: null });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { firstMissingStep, taskStatusOf } from './applicant-data.ts';
import { adultPassport, completeApplicantData } from './applicant.model.ts';
import { applicationMachine } from './application.machine.ts';
import { sampleApplicants } from './application.model.ts';
import { idleActors } from './round-trip.ts';
import { fromStoredApplicant, fromStoredApplication } from './stored-applicant.ts';

// Drafts saved before decision 057 hold the applicant machine's own shape; these are such drafts, written out.
const idCard = { frontFileId: 'f-front', backFileId: 'f-back', fields: { idCardNo: '11010519900501123X', address: '北京市东城区1号' } };
const cost = { invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 2000 }, helper: { haveHelper: false } };
const oldComplete = {
  recognised: adultPassport, passport: adultPassport, idCard, birthCertificate: null, photo: { fileId: 'f-photo' },
  bankCard: null, bankCardSkipped: true,
  form: { personal: { usedOtherName: false }, contact: { mobile: '13800138000' }, family: { marital: 'single' }, educationJob: { education: 'bachelor' }, visit: { purpose: 'tourism' }, invitationCostHelper: cost },
};
const oldPartial = {
  recognised: adultPassport, passport: adultPassport, idCard: null, birthCertificate: { fileId: 'f-birth' }, photo: { fileId: 'f-photo' },
  bankCard: { cardNo: '6222020200000000000' }, bankCardSkipped: false, form: { personal: { usedOtherName: false } },
};

describe('an applicant stored in an older draft', () => {
  it("reads as the contract's sections", () => {
    expect(fromStoredApplicant(oldComplete)).toEqual({
      recognised: adultPassport,
      bankCardSkipped: true,
      sections: {
        passport: adultPassport,
        idCard: { idCardNo: '11010519900501123X', address: '北京市东城区1号', frontFileId: 'f-front', backFileId: 'f-back' },
        photoFileId: 'f-photo',
        personal: { usedOtherName: false }, contact: { mobile: '13800138000' }, family: { marital: 'single' },
        educationJob: { education: 'bachelor' }, visit: { purpose: 'tourism' }, ...cost,
      },
    });
    expect(fromStoredApplicant(oldPartial).sections).toEqual({
      passport: adultPassport, minorExemption: { birthCertificateFileId: 'f-birth' }, photoFileId: 'f-photo',
      bankCard: { cardNo: '6222020200000000000' }, personal: { usedOtherName: false },
    });
    expect(taskStatusOf(fromStoredApplicant(oldComplete), null)).toBe('completed');
    expect(firstMissingStep(fromStoredApplicant(oldPartial))).toBe('contact');
  });

  it('is left alone when already in the current shape, and an empty one is empty', () => {
    const current = completeApplicantData();
    expect(fromStoredApplicant(current)).toBe(current);
    expect(fromStoredApplicant({ recognised: null, passport: null, idCard: null, birthCertificate: null, photo: null, bankCard: null, bankCardSkipped: false, form: {} }))
      .toEqual({ recognised: null, sections: {}, bankCardSkipped: false });
  });
});

describe('an application snapshot stored in an older draft', () => {
  const machine = applicationMachine.provide({ actors: idleActors(applicationMachine) });
  const [zhang, li] = sampleApplicants as [typeof sampleApplicants[0], typeof sampleApplicants[0]];

  /** A real persisted snapshot (Li complete, Zhang open on the contact step), then written back in the old shape. */
  function oldDraft() {
    const actor = createActor(machine).start();
    actor.send({ type: 'visa.typeChosen', choice: { centerId: 'center-beijing', locationValue: '', purpose: 'tourism', visaTypeValue: 'C-3-9' } });
    actor.send({ type: 'visa.productChosen', choice: { visaProductValue: 'C-3-9-single-90d', urgent: false } });
    actor.send({ type: 'applicant.added', applicant: zhang });
    actor.send({ type: 'applicant.added', applicant: li });
    actor.send({ type: 'applicants.confirmed' });
    actor.send({ type: 'applicant.opened', applicantId: zhang.applicantId });
    const applicant = () => actor.getSnapshot().children.applicant as AnyActorRef;
    applicant().send({ type: 'passport.recognised', fields: adultPassport });
    applicant().send({ type: 'passport.confirmed', passport: adultPassport });
    applicant().send({ type: 'idCard.confirmed', idCard: { idCardNo: 'x', frontFileId: 'a', backFileId: 'b' } });
    applicant().send({ type: 'photo.confirmed', photoFileId: 'f-photo' });
    applicant().send({ type: 'bankCard.confirmed', bankCard: { cardNo: '6222020200000000000' } });
    applicant().send({ type: 'step.saved', step: 'personal', data: { usedOtherName: false } });
    expect(applicant().getSnapshot().value).toEqual({ form: 'contact' });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as {
      context: { applicants: { applicantId: string; data: unknown }[] };
      children: { applicant: { snapshot: { context: { data: unknown } } } };
    };
    actor.stop();
    persisted.context.applicants = persisted.context.applicants.map((a) => ({ ...a, data: a.applicantId === li.applicantId ? oldComplete : oldPartial }));
    persisted.children.applicant.snapshot.context.data = oldPartial;
    return persisted;
  }

  it('restores with every applicant in sections, the open one going on where it stopped', () => {
    const restored = createActor(machine, { snapshot: fromStoredApplication(oldDraft()) as never }).start();
    const { applicants } = restored.getSnapshot().context;
    expect(applicants.map((a) => taskStatusOf(a.data, a.problem))).toEqual(['inProgress', 'completed']);
    expect(applicants[1]!.data.sections.cost).toEqual(cost.cost);
    const applicant = restored.getSnapshot().children.applicant as AnyActorRef;
    expect(applicant.getSnapshot().value).toEqual({ form: 'contact' });
    expect(applicant.getSnapshot().context.data.sections.minorExemption).toEqual({ birthCertificateFileId: 'f-birth' });
    applicant.send({ type: 'step.saved', step: 'contact', data: { mobile: '13900139000' } });
    expect(applicant.getSnapshot().value).toEqual({ form: 'family' });
    expect(applicant.getSnapshot().context.data.sections).toMatchObject({ personal: { usedOtherName: false }, contact: { mobile: '13900139000' } });
    restored.stop();
  });
});

// Event samples for walking applicantMachine with xstate/graph, and the sample data the application model
// reuses for an applicant's result.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { withStepValue, type ApplicantAnswers } from '../../src/domain/applicant-sections.ts';
import type { MachineModel } from '../model.ts';
import {
  APPLICANT_STEPS, FORM_STEPS, emptyApplicantData, isMinorOn,
  type ApplicantData, type ApplicantStep, type FieldValues, type FormStep, type PassportData,
} from './applicant-data.ts';
import {
  applicantMachine, type ApplicantContext, type ApplicantEvent, type ApplicantInput, type ApplicantOutput,
} from './applicant.machine.ts';

export const TODAY = '2030-01-01';

export const adultPassport: PassportData = {
  passportNum: 'E12345678', surnameZh: '张', nameZh: '三', surnameEn: 'ZHANG', nameEn: 'SAN', gender: 'male',
  birthDate: '1990-05-01', birthPlaceZh: '北京', birthPlaceEn: 'BEIJING', issuancePlaceZh: '北京', issuancePlaceEn: 'BEIJING',
  issuanceDate: '2025-03-01', issuancePeriod: '2035-02-28',
};
export const minorPassport: PassportData = {
  ...adultPassport, passportNum: 'E87654321', nameZh: '小明', nameEn: 'XIAOMING', birthDate: '2018-09-10',
};

const formSamples: Record<FormStep, FieldValues> = {
  personal: { usedOtherName: false, holdOtherCountry: false, holdOtherPassport: false },
  contact: { address: '北京市朝阳区建国路 1 号', mobile: '13800138000', email: 'zhang.san@example.cn', contactName: '李四' },
  family: { marital: 'married', spouseSurname: '李', spouseName: '四', haveChild: false },
  educationJob: { education: 'bachelor', occupation: 'companyEmployee', organizationName: '北京某公司' },
  visit: { purpose: 'tourism', stay: 'le90', entryDate: '2030-03-01', departureDate: '2030-03-08' },
  invitationCostHelper: {
    invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 2000 }, helper: { haveHelper: false },
  },
};

const idCardSample = { idCardNo: '11010519900501123X', frontFileId: 'file-id-front', backFileId: 'file-id-back' };

/** Everything an applicant saves, as one complete record. */
export function completeApplicantData(passport: PassportData = adultPassport): ApplicantData {
  const documents: ApplicantAnswers = { passport, idCard: idCardSample, photoFileId: 'file-photo' };
  const sections = FORM_STEPS.reduce((all, step) => withStepValue(step, all, formSamples[step]), documents as FieldValues);
  return { ...emptyApplicantData(), recognised: passport, sections, bankCardSkipped: true };
}

const problemReasons: Record<ApplicantStep, string> = {
  passport: 'the passport number does not match the image',
  identity: 'the ID card back is unreadable',
  photo: 'the photo background is not white',
  bankCard: 'the bank card number is incomplete',
  personal: 'the other passport is missing its number',
  contact: 'the emergency contact phone is wrong',
  family: 'the spouse birth date is missing',
  educationJob: 'the employer phone is wrong',
  visit: 'the departure date is before the entry date',
  invitationCostHelper: 'the payer relation is missing',
};

export const applicantInput: ApplicantInput = { applicantId: 'ap-1' };

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as ApplicantContext;
  const samples: ApplicantEvent[] = [
    { type: 'passport.recognised', fields: { passportNum: adultPassport.passportNum, surnameEn: 'ZHANG', nameEn: 'SAN' } },
    { type: 'passport.confirmed', passport: adultPassport },
    { type: 'passport.confirmed', passport: minorPassport },
    { type: 'idCard.confirmed', idCard: idCardSample },
    { type: 'minorExemption.chosen', on: TODAY },
    { type: 'birthCertificate.confirmed', minorExemption: { birthCertificateFileId: 'file-birth-certificate' } },
    { type: 'photo.confirmed', photoFileId: 'file-photo' },
    { type: 'bankCard.confirmed', bankCard: { cardNo: '6222020200000000000', issuingBank: 'ICBC' } },
    { type: 'bankCard.skipped' },
    ...FORM_STEPS.map((step): ApplicantEvent => ({ type: 'step.saved', step, data: formSamples[step] })),
    { type: 'applicant.closed' },
    { type: 'nav.back' },
  ];
  // The server flags details after everything was saved: one sample per step, from the last form step.
  if (snapshot.matches({ form: 'invitationCostHelper' }) && context.problem === null) {
    samples.push(...APPLICANT_STEPS.map((step): ApplicantEvent => ({ type: 'applicant.problemReported', step, reason: problemReasons[step] })));
  }
  return samples;
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { data: { sections }, problem } = snapshot.context as ApplicantContext;
  // Field values and file ids do not change what comes next; these do.
  return JSON.stringify({
    value: snapshot.value,
    minor: isMinorOn(sections.passport?.birthDate ?? '', TODAY),
    identity: sections.idCard ? 'idCard' : sections.minorExemption ? 'birthCertificate' : null,
    problem: problem !== null,
  });
}

const stepWords: Record<FormStep, string> = {
  personal: 'personal details', contact: 'contact details', family: 'family', educationJob: 'education and job',
  visit: 'visit', invitationCostHelper: 'invitation, costs and helper',
};

function describeEvent(event: EventObject): string {
  const e = event as EventObject & Record<string, unknown>;
  switch (e.type) {
    case 'passport.recognised': return 'upload the passport: fields recognised';
    case 'passport.confirmed': {
      const passport = e.passport as PassportData;
      return `confirm the passport of ${String(passport.nameEn)} born ${passport.birthDate}${isMinorOn(passport.birthDate, TODAY) ? ' (a minor)' : ''}`;
    }
    case 'idCard.confirmed': return 'upload ID card front and back';
    case 'minorExemption.chosen': return 'choose "no ID card: minor"';
    case 'birthCertificate.confirmed': return 'upload the birth medical certificate';
    case 'photo.confirmed': return 'upload the photo';
    case 'bankCard.confirmed': return 'upload the bank card';
    case 'bankCard.skipped': return 'skip the bank card';
    case 'step.saved': return `save ${stepWords[e.step as FormStep]}`;
    case 'applicant.problemReported': return `the server flags ${String(e.step)}: ${String(e.reason)}`;
    case 'applicant.closed': return 'back to the applicant list';
    case 'nav.back': return 'back';
    default: return e.type;
  }
}

export const applicantModel: MachineModel<typeof applicantMachine> = {
  name: 'applicant',
  machine: applicantMachine,
  input: applicantInput,
  events,
  serializeState,
  describeEvent,
};

export function applicantOutput(applicantId: string, kind: 'completed' | 'partial'): ApplicantOutput {
  const data = kind === 'completed'
    ? completeApplicantData()
    : { ...emptyApplicantData(), recognised: adultPassport, sections: { passport: adultPassport } };
  return { applicantId, data, problem: null, applyId: null };
}

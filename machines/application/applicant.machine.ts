// One applicant of an order: documents, then the six form steps, each saved before the next.
// This machine invokes no actors: uploads, recognition and saving are done by the screens (and the upload
// machine), which send what happened (`passport.recognised`, `step.saved` …) once the server has it.
import { assign, setup } from 'xstate';
import type { ScreenMeta } from '../routes.ts';
import { withStepValue, type ApplicantAnswers } from '../../src/domain/applicant-sections.ts';
import {
  APPLICANT_STEPS, FORM_STEPS, emptyApplicantData, firstMissingStep, isMinorOn, taskStatusOf,
  type ApplicantData, type ApplicantProblem, type ApplicantStep, type FieldValues, type FormStep,
  type PassportData, type TaskStatus,
} from './applicant-data.ts';
import { fromStoredApplicant } from './stored-applicant.ts';

type Sections = Required<ApplicantAnswers>;

export interface ApplicantInput {
  applicantId: string;
  /** What was saved before (reopening from the task list); empty for a new applicant. A draft's older shape is read too. */
  data?: ApplicantData;
  problem?: ApplicantProblem | null;
  /** Start at this step (a change link on the review page) instead of the first unfinished one. */
  focus?: ApplicantStep | null;
  /** The server's application of this applicant, known once a step was saved. */
  applyId?: string | null;
}

export interface ApplicantContext {
  applicantId: string;
  data: ApplicantData;
  problem: ApplicantProblem | null;
  focus: ApplicantStep | null;
  /**
   * The server's application of this applicant: the first step save creates it (createApply), every later save
   * updates it by this id. A draft saved before the id was kept has none; its next save asks createApply again,
   * which answers the application already made (decision 054).
   */
  applyId: string | null;
}

export interface ApplicantOutput {
  applicantId: string;
  data: ApplicantData;
  problem: ApplicantProblem | null;
  applyId: string | null;
}

export type ApplicantEvent =
  | { type: 'passport.recognised'; fields: FieldValues }
  | { type: 'passport.confirmed'; passport: PassportData }
  | { type: 'idCard.confirmed'; idCard: Sections['idCard'] }
  /** `on` is the applicant's today (YYYY-MM-DD): the exemption is for minors only. */
  | { type: 'minorExemption.chosen'; on: string }
  | { type: 'birthCertificate.confirmed'; minorExemption: Sections['minorExemption'] }
  | { type: 'photo.confirmed'; photoFileId: string }
  /** The events of a step the server saved carry the application it was saved in (`applyId`). */
  | { type: 'bankCard.confirmed'; bankCard: Sections['bankCard']; applyId?: string }
  | { type: 'bankCard.skipped'; applyId?: string }
  /** `data` is the step's value: its one section, or the last step's three (domain's sectionsOfStepValue). */
  | { type: 'step.saved'; step: FormStep; data: FieldValues; applyId?: string }
  | { type: 'applicant.problemReported'; step: ApplicantStep; reason: string }
  | { type: 'applicant.closed' }
  | { type: 'nav.back' };

// The application machine still imports it from here.
export type { ScreenMeta };

const basicInfo = (step: string): ScreenMeta => ({ route: 'saveBasicInfo', step });
const applyInfo = (step: FormStep): ScreenMeta => ({ route: 'saveApplyInfo', step });

const stepTarget: Record<ApplicantStep, string> = {
  passport: '#applicant.documents.passport',
  identity: '#applicant.documents.identity',
  photo: '#applicant.documents.photo',
  bankCard: '#applicant.documents.bankCard',
  personal: '#applicant.form.personal',
  contact: '#applicant.form.contact',
  family: '#applicant.form.family',
  educationJob: '#applicant.form.educationJob',
  visit: '#applicant.form.visit',
  invitationCostHelper: '#applicant.form.invitationCostHelper',
};

/** Where a (re)opened applicant starts: the change link, else the reported problem, else the first gap. */
export function resumeStepOf(context: ApplicantContext): ApplicantStep {
  return context.focus ?? context.problem?.step ?? firstMissingStep(context.data) ?? 'passport';
}

/** The applicant's line in the order's task list, derived from the machine's snapshot. */
export function applicantTaskStatus(snapshot: { context: ApplicantContext }): TaskStatus {
  return taskStatusOf(snapshot.context.data, snapshot.context.problem);
}

function formStepState(step: FormStep, index: number) {
  const next = FORM_STEPS[index + 1];
  const previous = index === 0 ? '#applicant.documents.bankCard' : `#applicant.form.${FORM_STEPS[index - 1]}`;
  return {
    meta: applyInfo(step),
    on: {
      'step.saved': {
        guard: { type: 'savesStep' as const, params: { step } },
        target: next ? `#applicant.form.${next}` : '#applicant.ready',
        actions: { type: 'saveStep' as const },
      },
      'nav.back': { target: previous },
    },
  };
}

export const applicantMachine = setup({
  types: {
    context: {} as ApplicantContext,
    events: {} as ApplicantEvent,
    input: {} as ApplicantInput,
    output: {} as ApplicantOutput,
    meta: {} as ScreenMeta,
  },
  guards: {
    resumesAt: ({ context }, params: { step: ApplicantStep }) => resumeStepOf(context) === params.step,
    /** Reopening the passport step with fields already read shows them for review, not a new upload. */
    resumesAtPassportReview: ({ context }) =>
      resumeStepOf(context) === 'passport' && (context.data.sections.passport ?? context.data.recognised) !== null,
    savesStep: ({ event }, params: { step: FormStep }) => event.type === 'step.saved' && event.step === params.step,
    isMinor: ({ context, event }) =>
      event.type === 'minorExemption.chosen' && isMinorOn(context.data.sections.passport?.birthDate ?? '', event.on),
    usesBirthCertificate: ({ context }) => context.data.sections.minorExemption !== undefined,
  },
  actions: {
    clearFocus: assign({ focus: null }),
    keepRecognised: assign(({ context, event }) =>
      event.type === 'passport.recognised' ? { data: { ...context.data, recognised: event.fields } } : {}),
    savePassport: assign(({ context, event }) =>
      event.type === 'passport.confirmed' ? solved(context, 'passport', { passport: event.passport }) : {}),
    // An ID card and a minor's birth certificate exclude each other: choosing one drops the other.
    saveIdCard: assign(({ context, event }) =>
      event.type === 'idCard.confirmed' ? solved(context, 'identity', { idCard: event.idCard, minorExemption: undefined }) : {}),
    saveBirthCertificate: assign(({ context, event }) =>
      event.type === 'birthCertificate.confirmed' ? solved(context, 'identity', { minorExemption: event.minorExemption, idCard: undefined }) : {}),
    savePhoto: assign(({ context, event }) =>
      event.type === 'photo.confirmed' ? solved(context, 'photo', { photoFileId: event.photoFileId }) : {}),
    saveBankCard: assign(({ context, event }) =>
      event.type === 'bankCard.confirmed'
        ? { ...solved(context, 'bankCard', { bankCard: event.bankCard }, false), applyId: savedIn(context, event) }
        : {}),
    skipBankCard: assign(({ context, event }) => ({
      ...solved(context, 'bankCard', { bankCard: undefined }, true), applyId: savedIn(context, event),
    })),
    saveStep: assign(({ context, event }) =>
      event.type === 'step.saved'
        ? {
          ...solvedWith(context, event.step, withStepValue(event.step, context.data.sections, event.data) as ApplicantAnswers),
          applyId: savedIn(context, event),
        }
        : {}),
    recordProblem: assign(({ event }) =>
      event.type === 'applicant.problemReported' ? { problem: { step: event.step, reason: event.reason }, focus: null } : {}),
  },
}).createMachine({
  id: 'applicant',
  context: ({ input }) => ({
    applicantId: input.applicantId,
    data: input.data ? fromStoredApplicant(input.data) : emptyApplicantData(),
    problem: input.problem ?? null,
    focus: input.focus ?? null,
    applyId: input.applyId ?? null,
  }),
  initial: 'resuming',
  on: {
    'applicant.problemReported': { target: '#applicant.resuming', actions: 'recordProblem' },
    'applicant.closed': { target: '#applicant.closed' },
  },
  states: {
    resuming: {
      always: [
        { guard: 'resumesAtPassportReview', target: '#applicant.documents.passport.reviewing', actions: 'clearFocus' },
        ...APPLICANT_STEPS.map((step) => ({
          guard: { type: 'resumesAt' as const, params: { step } },
          target: stepTarget[step],
          actions: 'clearFocus' as const,
        })),
      ],
    },
    documents: {
      initial: 'passport',
      states: {
        passport: {
          initial: 'uploading',
          states: {
            uploading: {
              meta: basicInfo('passport'),
              on: {
                'passport.recognised': { target: 'reviewing', actions: 'keepRecognised' },
                // Back from the first screen of an applicant returns to the order's task list.
                'nav.back': { target: '#applicant.closed' },
              },
            },
            reviewing: {
              meta: basicInfo('passportReview'),
              on: {
                'passport.confirmed': { target: '#applicant.documents.identity', actions: 'savePassport' },
                'nav.back': { target: 'uploading' },
              },
            },
          },
        },
        identity: {
          initial: 'idCard',
          states: {
            idCard: {
              meta: basicInfo('idCard'),
              on: {
                'idCard.confirmed': { target: '#applicant.documents.photo', actions: 'saveIdCard' },
                'minorExemption.chosen': { guard: 'isMinor', target: 'birthCertificate' },
                'nav.back': { target: '#applicant.documents.passport.reviewing' },
              },
            },
            birthCertificate: {
              meta: basicInfo('birthCertificate'),
              on: {
                'birthCertificate.confirmed': { target: '#applicant.documents.photo', actions: 'saveBirthCertificate' },
                'nav.back': { target: 'idCard' },
              },
            },
          },
        },
        photo: {
          meta: basicInfo('photo'),
          on: {
            'photo.confirmed': { target: 'bankCard', actions: 'savePhoto' },
            'nav.back': [
              { guard: 'usesBirthCertificate', target: 'identity.birthCertificate' },
              { target: 'identity.idCard' },
            ],
          },
        },
        bankCard: {
          meta: basicInfo('bankCard'),
          on: {
            'bankCard.confirmed': { target: '#applicant.form', actions: 'saveBankCard' },
            'bankCard.skipped': { target: '#applicant.form', actions: 'skipBankCard' },
            'nav.back': { target: 'photo' },
          },
        },
      },
    },
    form: {
      initial: 'personal',
      states: Object.fromEntries(FORM_STEPS.map((step, index) => [step, formStepState(step, index)])) as Record<
        FormStep,
        ReturnType<typeof formStepState>
      >,
    },
    ready: { type: 'final' },
    /** Left before the end; the order keeps what was saved and shows the applicant as in progress. */
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ applicantId: context.applicantId, data: context.data, problem: context.problem, applyId: context.applyId ?? null }),
});

/** The application a save event names, else the one known (a snapshot restored from an older draft has none). */
const savedIn = (context: ApplicantContext, event: ApplicantEvent): string | null =>
  ('applyId' in event ? event.applyId : undefined) ?? context.applyId ?? null;

/** The sections with a document step's patch laid in; a section patched to undefined goes (the way not taken). */
function solved(context: ApplicantContext, step: ApplicantStep, patch: ApplicantAnswers, bankCardSkipped?: boolean) {
  const sections: FieldValues = { ...context.data.sections, ...patch };
  for (const key of Object.keys(patch)) if (sections[key] === undefined) delete sections[key];
  return solvedWith(context, step, sections as ApplicantAnswers, bankCardSkipped);
}

/** Saving the step a problem was reported on clears the problem. */
function solvedWith(context: ApplicantContext, step: ApplicantStep, sections: ApplicantAnswers, bankCardSkipped = context.data.bankCardSkipped) {
  return {
    data: { ...context.data, sections, bankCardSkipped },
    problem: context.problem?.step === step ? null : context.problem,
  };
}

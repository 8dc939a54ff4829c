// The lifecycle of one order (1–5 applicants of one consular jurisdiction), from the visa choice to the
// returned passport. Actors other than the applicant, signature-watch and payment machines are placeholders
// declared by name; the app supplies the real ones with `applicationMachine.provide({ actors: {
// submitApplications, watchSignature, createOrder, payment } })` (the two machines with their calls), and
// tests supply stubs the same way.
import { assign, forwardTo, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { AfterPaymentStage } from '../../src/domain/order-stages.ts';
import type { SubmittedContext } from '../../src/domain/submitted-part.ts';
import { applicantLimitOf } from '../../src/domain/visa-choice.ts';
import { emptyApplicantData, taskStatusOf, type ApplicantStep } from './applicant-data.ts';
import { paymentMachine, type PaymentInput, type PaymentOutput } from '../payment.machine.ts';
import { signatureWatchMachine } from '../signature-watch.machine.ts';
import { applicantMachine, type ApplicantInput, type ApplicantOutput, type ScreenMeta } from './applicant.machine.ts';
import type {
  ApplicantEntry, ApplicantRecord, CreateOrderInput, CreateOrderOutput, DeliveryWay,
  Refusal, ReturnGroup, SenderDetails, SubmitApplicationsInput, SubmitApplicationsOutput,
  VisaProductChoice, VisaTypeChoice,
} from './order-data.ts';

/** The server reads the submitted part of this context from a draft by the domain's keys (decision 057). */
export interface ApplicationContext extends SubmittedContext {
  visaType: VisaTypeChoice | null;
  product: VisaProductChoice | null;
  applicants: ApplicantRecord[];
  refusal: Refusal | null;
  /** The applicant whose machine runs in `preparing.editing`. */
  openApplicantId: string | null;
  focusStep: ApplicantStep | null;
  /** Came from a change link on the review page: go back there once the applicant is complete again. */
  returnToReview: boolean;
  applicationIds: string[];
  delivery: { way: DeliveryWay; sender: SenderDetails | null } | null;
  returns: ReturnGroup[] | null;
  order: { orderId: string; amount: number } | null;
  payment: PaymentOutput | null;
  orderStatus: AfterPaymentStage | null;
  extraPayment: { amount: number; reason: string } | null;
  /** The message of the last failed call (submission, order creation, payment). */
  failure: string | null;
}

export type ApplicationEvent =
  | { type: 'visa.typeChosen'; choice: VisaTypeChoice }
  | { type: 'visa.productChosen'; choice: VisaProductChoice }
  /** `maxApplicants`: a travel agency's own limit, as its identity says when the client is added (decision 083). */
  | { type: 'applicant.added'; applicant: ApplicantEntry; maxApplicants?: number }
  | { type: 'applicant.removed'; applicantId: string }
  | { type: 'applicants.confirmed' }
  | { type: 'applicant.opened'; applicantId: string }
  | { type: 'applicant.problemReported'; applicantId: string; step: ApplicantStep; reason: string }
  | { type: 'applicant.changeRequested'; applicantId: string; step: ApplicantStep }
  | { type: 'preparation.finished' }
  | { type: 'application.submitted' }
  | { type: 'application.cancelled' }
  | { type: 'sign.completed' }
  | { type: 'sign.retried' }
  | { type: 'delivery.wayChosen'; way: DeliveryWay }
  | { type: 'delivery.saved'; sender: SenderDetails }
  | { type: 'returnWay.saved'; returns: ReturnGroup[] }
  | { type: 'order.retried' }
  | { type: 'payment.retried' }
  | { type: 'order.statusChanged'; status: AfterPaymentStage }
  | { type: 'order.extraPaymentRequested'; amount: number; reason: string }
  | { type: 'extraPayment.retried' }
  | { type: 'nav.back' }
  | { type: 'nav.next' };

const providedByTheApp = (name: string) => () => {
  throw new Error(`${name} is provided by the app`);
};

const screen = (route: ScreenMeta['route'], step?: string): ScreenMeta => (step ? { route, step } : { route });

const failureOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const recordOf = (entry: ApplicantEntry): ApplicantRecord => ({ ...entry, data: emptyApplicantData(), problem: null });

const eventOf = <T extends ApplicationEvent['type']>(event: AnyEventObject, type: T) =>
  (event.type === type ? event : undefined) as Extract<ApplicationEvent, { type: T }> | undefined;

const isUrgent = (context: ApplicationContext) => context.product?.urgent === true;

const allCompleted = (context: ApplicationContext) =>
  context.applicants.length > 0 && context.applicants.every((a) => taskStatusOf(a.data, a.problem) === 'completed');

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    meta: {} as ScreenMeta,
  },
  actors: {
    applicantMachine,
    submitApplications: fromPromise<SubmitApplicationsOutput, SubmitApplicationsInput>(providedByTheApp('submitApplications')),
    /**
     * Watches the signature (QR on a phone), keeping the codes in its context, and sends `sign.completed` when
     * the server has it: machines/signature-watch.machine.ts, its poller provided by the app.
     */
    watchSignature: signatureWatchMachine,
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(providedByTheApp('createOrder')),
    /**
     * The payment machine itself, its gateway calls unprovided: the app provides it with them
     * (`paymentMachine.provide(…)`, which has this very logic type), tests with stubbed ones.
     */
    payment: paymentMachine,
  },
  guards: {
    applicantLimitReached: ({ context, event }) =>
      context.applicants.length >= applicantLimitOf(eventOf(event, 'applicant.added')?.maxApplicants),
    applicantAlreadyAdded: ({ context, event }) =>
      context.applicants.some((a) => a.applicantId === eventOf(event, 'applicant.added')?.applicant.applicantId),
    otherJurisdiction: ({ context, event }) => {
      const first = context.applicants[0];
      return first !== undefined && first.consularPostId !== eventOf(event, 'applicant.added')?.applicant.consularPostId;
    },
    myselfAlreadyAdded: ({ context, event }) =>
      eventOf(event, 'applicant.added')?.applicant.relation === 'myself' && context.applicants.some((a) => a.relation === 'myself'),
    hasApplicants: ({ context }) => context.applicants.length > 0,
    isApplicantOfOrder: ({ context, event }) => {
      const id = eventOf(event, 'applicant.opened')?.applicantId
        ?? eventOf(event, 'applicant.changeRequested')?.applicantId
        ?? eventOf(event, 'applicant.problemReported')?.applicantId;
      return context.applicants.some((a) => a.applicantId === id);
    },
    concernsOpenApplicant: ({ context, event }) =>
      eventOf(event, 'applicant.problemReported')?.applicantId === context.openApplicantId,
    allApplicantsCompleted: ({ context }) => allCompleted(context),
    backToReview: ({ context }) => context.returnToReview,
    courierWhileUrgent: ({ context, event }) => isUrgent(context) && eventOf(event, 'delivery.wayChosen')?.way === 'courier',
    courierReturnWhileUrgent: ({ context, event }) =>
      isUrgent(context) && (eventOf(event, 'returnWay.saved')?.returns ?? []).some((group) => group.way === 'courier'),
    returnsIncomplete: ({ context, event }) => {
      const ids = (eventOf(event, 'returnWay.saved')?.returns ?? []).flatMap((group) => group.applicantIds);
      const expected = context.applicants.map((a) => a.applicantId);
      return ids.length !== expected.length || !expected.every((id) => ids.includes(id));
    },
    paid: (_, params: { output: PaymentOutput }) => params.output.outcome === 'paid',
    statusIs: ({ event }, params: { statuses: AfterPaymentStage[] }) => {
      const changed = eventOf(event, 'order.statusChanged');
      return changed !== undefined && params.statuses.includes(changed.status);
    },
  },
  actions: {
    chooseVisaType: assign(({ event }) => ({ visaType: eventOf(event, 'visa.typeChosen')?.choice ?? null })),
    chooseProduct: assign(({ event }) => ({ product: eventOf(event, 'visa.productChosen')?.choice ?? null })),
    refuse: assign((_, params: { refusal: Refusal }) => ({ refusal: params.refusal })),
    addApplicant: assign(({ context, event }) => {
      const added = eventOf(event, 'applicant.added');
      return added ? { applicants: [...context.applicants, recordOf(added.applicant)], refusal: null } : {};
    }),
    removeApplicant: assign(({ context, event }) => ({
      applicants: context.applicants.filter((a) => a.applicantId !== eventOf(event, 'applicant.removed')?.applicantId),
      refusal: null,
    })),
    openApplicant: assign(({ event }) => ({
      openApplicantId: eventOf(event, 'applicant.opened')?.applicantId ?? null,
      focusStep: null,
      returnToReview: false,
    })),
    openForChange: assign(({ event }) => {
      const change = eventOf(event, 'applicant.changeRequested');
      return { openApplicantId: change?.applicantId ?? null, focusStep: change?.step ?? null, returnToReview: true };
    }),
    keepApplicantResult: assign(({ context }, params: { output: ApplicantOutput }) => ({
      applicants: context.applicants.map((a) =>
        a.applicantId === params.output.applicantId
          ? { ...a, data: params.output.data, problem: params.output.problem, applyId: params.output.applyId ?? a.applyId ?? null }
          : a),
      openApplicantId: null,
      focusStep: null,
      returnToReview: false,
    })),
    recordProblem: assign(({ context, event }) => {
      const reported = eventOf(event, 'applicant.problemReported');
      if (!reported) return {};
      const problem = { step: reported.step, reason: reported.reason };
      return { applicants: context.applicants.map((a) => (a.applicantId === reported.applicantId ? { ...a, problem } : a)) };
    }),
    forwardToApplicant: forwardTo('applicant'),
    keepSubmission: assign((_, params: { output: SubmitApplicationsOutput }) => ({
      applicationIds: params.output.applicationIds,
      failure: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    chooseDeliveryWay: assign(({ context, event }) => {
      const way = eventOf(event, 'delivery.wayChosen')?.way ?? 'selfDelivery';
      const sender = context.delivery?.way === way ? context.delivery.sender : null;
      return { delivery: { way, sender }, refusal: null };
    }),
    saveSender: assign(({ context, event }) => ({
      delivery: { way: context.delivery?.way ?? 'selfDelivery', sender: eventOf(event, 'delivery.saved')?.sender ?? null },
    })),
    saveReturns: assign(({ event }) => ({ returns: eventOf(event, 'returnWay.saved')?.returns ?? null, refusal: null })),
    keepOrder: assign((_, params: { output: CreateOrderOutput }) => ({ order: params.output, failure: null })),
    keepPayment: assign((_, params: { output: PaymentOutput }) => ({ payment: params.output, orderStatus: 'paid' as const, failure: null })),
    keepOrderStatus: assign(({ event }) => ({ orderStatus: eventOf(event, 'order.statusChanged')?.status ?? null })),
    requestExtraPayment: assign(({ event }) => {
      const requested = eventOf(event, 'order.extraPaymentRequested');
      return { extraPayment: requested ? { amount: requested.amount, reason: requested.reason } : null };
    }),
    settleExtraPayment: assign({ extraPayment: null, failure: null }),
  },
}).createMachine({
  id: 'application',
  context: {
    visaType: null,
    product: null,
    applicants: [],
    refusal: null,
    openApplicantId: null,
    focusStep: null,
    returnToReview: false,
    applicationIds: [],
    delivery: null,
    returns: null,
    order: null,
    payment: null,
    orderStatus: null,
    extraPayment: null,
    failure: null,
  },
  initial: 'selectingVisa',
  states: {
    selectingVisa: {
      initial: 'visaType',
      states: {
        visaType: {
          meta: screen('choiceVisaType'),
          on: { 'visa.typeChosen': { target: 'product', actions: 'chooseVisaType' } },
        },
        product: {
          meta: screen('visaInformation'),
          on: {
            'visa.productChosen': { target: '#application.addingApplicants', actions: 'chooseProduct' },
            'nav.back': { target: 'visaType' },
          },
        },
      },
    },
    addingApplicants: {
      meta: screen('confirmApplicant'),
      on: {
        'applicant.added': [
          { guard: 'applicantLimitReached', actions: { type: 'refuse', params: { refusal: 'applicantLimitReached' } } },
          { guard: 'applicantAlreadyAdded', actions: { type: 'refuse', params: { refusal: 'applicantAlreadyAdded' } } },
          { guard: 'otherJurisdiction', actions: { type: 'refuse', params: { refusal: 'otherJurisdiction' } } },
          { guard: 'myselfAlreadyAdded', actions: { type: 'refuse', params: { refusal: 'myselfAlreadyAdded' } } },
          { actions: 'addApplicant' },
        ],
        'applicant.removed': { actions: 'removeApplicant' },
        'applicants.confirmed': { guard: 'hasApplicants', target: 'preparing' },
        'nav.back': { target: 'selectingVisa.product' },
      },
    },
    preparing: {
      initial: 'taskList',
      on: {
        'applicant.problemReported': { guard: 'isApplicantOfOrder', actions: 'recordProblem' },
      },
      states: {
        taskList: {
          meta: screen('applicantInfo'),
          on: {
            'applicant.opened': { guard: 'isApplicantOfOrder', target: 'editing', actions: 'openApplicant' },
            'preparation.finished': { guard: 'allApplicantsCompleted', target: '#application.confirming' },
            'nav.back': { target: '#application.addingApplicants' },
          },
        },
        editing: {
          meta: { route: 'saveBasicInfo', delegatesTo: 'applicant' },
          invoke: {
            id: 'applicant',
            src: 'applicantMachine',
            input: ({ context }): ApplicantInput => {
              const record = context.applicants.find((a) => a.applicantId === context.openApplicantId);
              return {
                applicantId: context.openApplicantId ?? '',
                data: record?.data ?? emptyApplicantData(),
                problem: record?.problem ?? null,
                focus: context.focusStep,
                // Reopened, the applicant saves into the application it made before: one PUT, no createApply.
                applyId: record?.applyId ?? null,
              };
            },
            onDone: [
              {
                guard: 'backToReview',
                target: 'reviewAgain',
                actions: { type: 'keepApplicantResult', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'taskList',
                actions: { type: 'keepApplicantResult', params: ({ event }) => ({ output: event.output }) },
              },
            ],
          },
          on: {
            'applicant.problemReported': { guard: 'concernsOpenApplicant', actions: 'forwardToApplicant' },
          },
        },
        /** After a change link: straight back to the review when every applicant is complete again. */
        reviewAgain: {
          always: [
            { guard: 'allApplicantsCompleted', target: '#application.confirming' },
            { target: 'taskList' },
          ],
        },
      },
    },
    confirming: {
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: screen('confirmApply'),
          on: {
            'application.submitted': { target: 'submitting' },
            'applicant.changeRequested': {
              guard: 'isApplicantOfOrder',
              target: '#application.preparing.editing',
              actions: 'openForChange',
            },
            'applicant.problemReported': {
              guard: 'isApplicantOfOrder',
              target: '#application.preparing.taskList',
              actions: 'recordProblem',
            },
            'application.cancelled': { target: '#application.cancelled' },
            'nav.back': { target: '#application.preparing.taskList' },
          },
        },
        submitting: {
          meta: screen('confirmApply', 'submitting'),
          invoke: {
            id: 'submitApplications',
            src: 'submitApplications',
            input: ({ context }) => ({
              visaType: context.visaType as VisaTypeChoice,
              product: context.product as VisaProductChoice,
              applicants: context.applicants,
            }),
            onDone: {
              target: '#application.signing',
              actions: { type: 'keepSubmission', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'reviewing',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // From here on the applications are submitted: no `nav.back` into the review (do-once).
    signing: {
      initial: 'awaitingSignature',
      on: { 'application.cancelled': { target: 'cancelled' } },
      states: {
        awaitingSignature: {
          meta: screen('generateForm'),
          invoke: {
            id: 'watchSignature',
            src: 'watchSignature',
            input: ({ context }) => ({ applicationIds: context.applicationIds }),
            // Unhandled, a failed watcher would stop the whole application actor.
            onError: {
              target: 'watchFailed',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { 'sign.completed': { target: 'signed' } },
        },
        /** The QR stays valid; the screen offers to check the signature again. */
        watchFailed: {
          meta: screen('generateForm', 'checkFailed'),
          on: {
            'sign.retried': { target: 'awaitingSignature' },
            'sign.completed': { target: 'signed' },
          },
        },
        signed: {
          meta: screen('generateFormSuccess'),
          on: { 'nav.next': { target: '#application.delivery' } },
        },
      },
    },
    delivery: {
      initial: 'choosingWay',
      on: { 'application.cancelled': { target: 'cancelled' } },
      states: {
        choosingWay: {
          meta: screen('sendMaterials'),
          on: {
            'delivery.wayChosen': [
              { guard: 'courierWhileUrgent', actions: { type: 'refuse', params: { refusal: 'courierNotForUrgent' } } },
              { target: 'details', actions: 'chooseDeliveryWay' },
            ],
          },
        },
        details: {
          meta: screen('sendDataInfo'),
          on: {
            'delivery.saved': { target: '#application.returnWay', actions: 'saveSender' },
            'nav.back': { target: 'choosingWay' },
          },
        },
      },
    },
    returnWay: {
      meta: screen('receiveDataInfo'),
      on: {
        'returnWay.saved': [
          { guard: 'courierReturnWhileUrgent', actions: { type: 'refuse', params: { refusal: 'courierNotForUrgent' } } },
          { guard: 'returnsIncomplete', actions: { type: 'refuse', params: { refusal: 'returnsIncomplete' } } },
          { target: 'creatingOrder', actions: 'saveReturns' },
        ],
        'nav.back': { target: 'delivery.details' },
        'application.cancelled': { target: 'cancelled' },
      },
    },
    creatingOrder: {
      initial: 'submitting',
      states: {
        submitting: {
          meta: screen('receiveDataInfo', 'creatingOrder'),
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              applicationIds: context.applicationIds,
              applicantIds: context.applicants.map((a) => a.applicantId),
              urgent: isUrgent(context),
              delivery: { way: context.delivery?.way ?? 'selfDelivery', sender: context.delivery?.sender as SenderDetails },
              returns: context.returns ?? [],
            }),
            onDone: {
              target: '#application.paying',
              actions: { type: 'keepOrder', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          meta: screen('receiveDataInfo', 'orderFailed'),
          on: {
            'order.retried': { target: 'submitting' },
            'nav.back': { target: '#application.returnWay' },
            'application.cancelled': { target: '#application.cancelled' },
          },
        },
      },
    },
    // The order exists: no `nav.back` past this point (do-once).
    paying: {
      initial: 'inProgress',
      states: {
        // The pay screen while the payment runs is the payment machine's (its tags say what it shows).
        inProgress: {
          meta: { route: 'confirmPay', delegatesTo: 'payment' },
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }: { context: ApplicationContext }): PaymentInput => ({ orderId: context.order?.orderId ?? '', amount: context.order?.amount ?? 0, kind: 'order' }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => ({ output: event.output }) },
                target: 'succeeded',
                actions: { type: 'keepPayment', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'notPaid' },
            ],
            onError: {
              target: 'notPaid',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        notPaid: {
          meta: screen('confirmPay', 'notPaid'),
          on: {
            'payment.retried': { target: 'inProgress' },
            'application.cancelled': { target: '#application.cancelled' },
          },
        },
        succeeded: {
          meta: screen('paySuccess'),
          on: { 'nav.next': { target: '#application.awaitingVisa' } },
        },
      },
    },
    awaitingVisa: {
      type: 'parallel',
      states: {
        // Status transitions sit on this region: on awaitingVisa itself they would exit and re-enter both
        // regions and restart a supplement payment in progress.
        status: {
          initial: 'awaitingMaterials',
          on: {
            'order.statusChanged': [
              { guard: { type: 'statusIs', params: { statuses: ['accepted'] } }, target: '.accepted', actions: 'keepOrderStatus' },
              { guard: { type: 'statusIs', params: { statuses: ['inReview'] } }, target: '.inReview', actions: 'keepOrderStatus' },
              { guard: { type: 'statusIs', params: { statuses: ['issued'] } }, target: '.issued', actions: 'keepOrderStatus' },
              { guard: { type: 'statusIs', params: { statuses: ['refused'] } }, target: '.refused', actions: 'keepOrderStatus' },
              {
                guard: { type: 'statusIs', params: { statuses: ['returned', 'collected'] } },
                target: '#application.done',
                actions: 'keepOrderStatus',
              },
            ],
          },
          states: {
            awaitingMaterials: { meta: screen('visaData', 'paid') },
            accepted: { meta: screen('visaData', 'accepted') },
            inReview: { meta: screen('visaData', 'inReview') },
            issued: { meta: screen('visaData', 'issued') },
            refused: { meta: screen('visaData', 'refused') },
          },
        },
        // The center may ask for a supplement at any status; paying it does not hold up the status.
        supplement: {
          initial: 'none',
          states: {
            none: {
              on: { 'order.extraPaymentRequested': { target: 'paying', actions: 'requestExtraPayment' } },
            },
            // The payment's screen at step `extra`: the payment's states name no step, so the address keeps this one.
            paying: {
              meta: { route: 'confirmPay', step: 'extra', delegatesTo: 'extraPayment' },
              invoke: {
                id: 'extraPayment',
                src: 'payment',
                input: ({ context }: { context: ApplicationContext }): PaymentInput => ({
                  orderId: context.order?.orderId ?? '',
                  amount: context.extraPayment?.amount ?? 0,
                  kind: 'extra',
                }),
                onDone: [
                  {
                    guard: { type: 'paid', params: ({ event }) => ({ output: event.output }) },
                    target: 'none',
                    actions: 'settleExtraPayment',
                  },
                  { target: 'unpaid' },
                ],
                onError: {
                  target: 'unpaid',
                  actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** Still owed; the visa page shows it with a button to pay. */
            unpaid: {
              on: {
                'extraPayment.retried': { target: 'paying' },
                'order.extraPaymentRequested': { target: 'paying', actions: 'requestExtraPayment' },
              },
            },
          },
        },
      },
    },
    done: { type: 'final', meta: screen('orderDetail') },
    cancelled: { type: 'final', meta: screen('orderList') },
  },
});

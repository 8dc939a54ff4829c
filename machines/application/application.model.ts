// Event samples for walking applicationMachine with xstate/graph: the user's choices with payloads, the
// server's reports, and the results of every invoked actor (xstate.done.actor.* / xstate.error.actor.*).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { MAX_APPLICANTS_PER_ORDER } from '../../src/domain/constants.ts';
import type { MachineModel } from '../model.ts';
import { taskStatusOf } from './applicant-data.ts';
import { applicantOutput } from './applicant.model.ts';
import { applicationMachine, type ApplicationContext, type ApplicationEvent } from './application.machine.ts';
import type { AfterPaymentStage } from '../../src/domain/order-stages.ts';
import type { ApplicantEntry, ReturnGroup, SenderDetails } from './order-data.ts';

/** The machine's own events plus what its invoked actors report. */
type Sample =
  | ApplicationEvent
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

const beijing = 'post-beijing';

/** Five applicants of the Beijing consular post, then a sixth that the limit refuses. */
export const sampleApplicants: ApplicantEntry[] = [
  { applicantId: 'ap-1', name: 'Zhang San', relation: 'myself', provinceCode: '110000', consularPostId: beijing },
  { applicantId: 'ap-2', name: 'Li Si', relation: 'family', provinceCode: '110000', consularPostId: beijing },
  { applicantId: 'ap-3', name: 'Wang Wu', relation: 'family', provinceCode: '120000', consularPostId: beijing },
  { applicantId: 'ap-4', name: 'Zhao Liu', relation: 'family', provinceCode: '130000', consularPostId: beijing },
  { applicantId: 'ap-5', name: 'Sun Qi', relation: 'family', provinceCode: '150000', consularPostId: beijing },
  { applicantId: 'ap-6', name: 'Zhou Ba', relation: 'family', provinceCode: '110000', consularPostId: beijing },
];
export const shanghaiApplicant: ApplicantEntry = {
  applicantId: 'ap-sh', name: 'Chen Jiu', relation: 'family', provinceCode: '310000', consularPostId: 'post-shanghai',
};
export const secondMyself: ApplicantEntry = {
  applicantId: 'ap-me', name: 'Wu Shi', relation: 'myself', provinceCode: '110000', consularPostId: beijing,
};

const postNames: Record<string, string> = { [beijing]: 'Beijing post', 'post-shanghai': 'Shanghai post' };

const region = { provinceId: '110000', cityId: '110100', districtId: '110105' };
export const courierSender: SenderDetails = {
  ...region, name: 'Zhang San', phone: '13800138000', address: '建国路 1 号', saveAddress: true, relation: 'myself',
};
export const selfDeliverySender: SenderDetails = {
  ...region, name: 'Zhang San', phone: '13800138000', reservation: { date: '2030-01-07', time: '09:00' }, saveAddress: false, relation: 'family',
};

export const ORDER_ID = 'ORD-20300101-0001';

function returnSamples(context: ApplicationContext): ReturnGroup[][] {
  const applicantIds = context.applicants.map((a) => a.applicantId);
  const recipient = { ...region, name: 'Zhang San', phone: '13800138000', address: '建国路 1 号' };
  return [
    [{ way: 'pickup', applicantIds }],
    [{ way: 'courier', applicantIds, recipient, saveAddress: false }],
    [{ way: 'pickup', applicantIds: applicantIds.slice(1) }],
  ];
}

function applicantSamples(context: ApplicationContext): Sample[] {
  const { applicants } = context;
  const next = sampleApplicants[Math.min(applicants.length, MAX_APPLICANTS_PER_ORDER)]!;
  const samples: Sample[] = [{ type: 'applicant.added', applicant: next }];
  const last = applicants[applicants.length - 1];
  if (last) {
    samples.push(
      { type: 'applicant.added', applicant: applicants[0]! },
      { type: 'applicant.added', applicant: shanghaiApplicant },
      { type: 'applicant.added', applicant: secondMyself },
      { type: 'applicant.removed', applicantId: last.applicantId },
    );
  }
  return samples;
}

function preparationSamples(context: ApplicationContext): Sample[] {
  const first = context.applicants[0];
  const unfinished = context.applicants.find((a) => taskStatusOf(a.data, a.problem) !== 'completed');
  const open = context.openApplicantId;
  const samples: Sample[] = [];
  if (unfinished) samples.push({ type: 'applicant.opened', applicantId: unfinished.applicantId });
  if (open) {
    samples.push(
      { type: 'xstate.done.actor.applicant', output: applicantOutput(open, 'completed') },
      { type: 'xstate.done.actor.applicant', output: applicantOutput(open, 'partial') },
    );
  }
  if (first) {
    samples.push(
      { type: 'applicant.problemReported', applicantId: first.applicantId, step: 'photo', reason: 'the photo background is not white' },
      { type: 'applicant.changeRequested', applicantId: first.applicantId, step: 'visit' },
    );
  }
  return samples;
}

const statusSamples: AfterPaymentStage[] = ['accepted', 'inReview', 'issued', 'refused', 'returned', 'collected'];

function events(snapshot: AnyMachineSnapshot): Sample[] {
  const context = snapshot.context as ApplicationContext;
  const samples: Sample[] = [
    { type: 'visa.typeChosen', choice: { centerId: 'center-beijing', locationValue: '110100', purpose: 'tourism', visaTypeValue: 'C-3-9' } },
    { type: 'visa.productChosen', choice: { visaProductValue: 'C-3-9-single-90d', urgent: false } },
    { type: 'visa.productChosen', choice: { visaProductValue: 'C-3-9-single-90d', urgent: true } },
    ...applicantSamples(context),
    { type: 'applicants.confirmed' },
    ...preparationSamples(context),
    { type: 'preparation.finished' },
    { type: 'application.submitted' },
    { type: 'xstate.done.actor.submitApplications', output: { applicationIds: context.applicants.map((a) => `APP-${a.applicantId}`) } },
    { type: 'xstate.error.actor.submitApplications', error: new Error('the server is busy, please try again') },
    { type: 'sign.completed' },
    { type: 'xstate.error.actor.watchSignature', error: new Error('the signature service does not answer') },
    { type: 'sign.retried' },
    { type: 'delivery.wayChosen', way: 'courier' },
    { type: 'delivery.wayChosen', way: 'selfDelivery' },
    { type: 'delivery.saved', sender: context.delivery?.way === 'courier' ? courierSender : selfDeliverySender },
    ...returnSamples(context).map((returns): Sample => ({ type: 'returnWay.saved', returns })),
    { type: 'xstate.done.actor.createOrder', output: { orderId: ORDER_ID, amount: 560 * context.applicants.length } },
    { type: 'xstate.error.actor.createOrder', error: new Error('the visa product is no longer offered') },
    { type: 'order.retried' },
    { type: 'xstate.done.actor.payment', output: { outcome: 'paid', method: 'wechat', paidAt: '2030-01-01T10:00:00.000Z' } },
    { type: 'xstate.done.actor.payment', output: { outcome: 'cancelled' } },
    { type: 'xstate.error.actor.payment', error: new Error('the payment service is unavailable') },
    { type: 'payment.retried' },
    ...statusSamples.map((status): Sample => ({ type: 'order.statusChanged', status })),
    { type: 'order.extraPaymentRequested', amount: 120, reason: 'return courier fee' },
    { type: 'xstate.done.actor.extraPayment', output: { outcome: 'paid', method: 'alipay', paidAt: '2030-01-09T10:00:00.000Z' } },
    { type: 'xstate.done.actor.extraPayment', output: { outcome: 'cancelled' } },
    { type: 'xstate.error.actor.extraPayment', error: new Error('the payment service is unavailable') },
    { type: 'extraPayment.retried' },
    { type: 'application.cancelled' },
    { type: 'nav.back' },
    { type: 'nav.next' },
  ];
  return samples;
}

const beforeSubmission = ['selectingVisa', 'addingApplicants', 'preparing', 'confirming'];

/**
 * What decides the next steps, and nothing else: names, ids, amounts and dates are left out. Applicants count
 * while they are added (the limit), then only their progress as a whole; after submission they are fixed.
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ApplicationContext;
  const stage = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  const statuses = c.applicants.map((a) => taskStatusOf(a.data, a.problem));
  const progress = statuses.length > 0 && statuses.every((s) => s === 'completed') ? 'allCompleted'
    : statuses.includes('hasProblem') ? 'problem'
    : statuses.some((s) => s !== 'notStarted') ? 'started' : 'none';
  const flow = {
    value: snapshot.value,
    refusal: c.refusal,
    urgent: stage === 'selectingVisa' || stage === 'creatingOrder' || stage === 'paying' || stage === 'awaitingVisa' ? undefined : c.product?.urgent,
  };
  if (stage === 'addingApplicants') return JSON.stringify({ ...flow, count: c.applicants.length });
  if (beforeSubmission.includes(stage)) {
    return JSON.stringify({ ...flow, progress, open: c.openApplicantId !== null, returnToReview: c.returnToReview });
  }
  return JSON.stringify({ ...flow, way: stage === 'delivery' ? c.delivery?.way : undefined, extraOwed: c.extraPayment !== null });
}

function describeApplicant(applicant: ApplicantEntry): string {
  return `${applicant.name} (${postNames[applicant.consularPostId] ?? applicant.consularPostId}, ${applicant.relation === 'myself' ? 'myself' : 'family member'})`;
}

function describeEvent(event: EventObject): string {
  const e = event as EventObject & Record<string, unknown>;
  const output = e.output as Record<string, unknown> | undefined;
  switch (e.type) {
    case 'visa.typeChosen': return 'choose Beijing center, tourism, visa C-3-9';
    case 'visa.productChosen': return `choose single entry 90 days, ${(e.choice as { urgent: boolean }).urgent ? 'urgent' : 'normal'} handling`;
    case 'applicant.added': return `add applicant ${describeApplicant(e.applicant as ApplicantEntry)}`;
    case 'applicant.removed': return `remove applicant ${String(e.applicantId)}`;
    case 'applicants.confirmed': return 'confirm the applicants';
    case 'applicant.opened': return `open applicant ${String(e.applicantId)} from the task list`;
    case 'xstate.done.actor.applicant':
      return (output?.data as { form: object }).form && Object.keys((output?.data as { form: object }).form).length
        ? `applicant ${String(output?.applicantId)} finishes every step`
        : `applicant ${String(output?.applicantId)} leaves after the passport`;
    case 'applicant.problemReported': return `the server flags ${String(e.applicantId)}'s ${String(e.step)}: ${String(e.reason)}`;
    case 'applicant.changeRequested': return `change ${String(e.applicantId)}'s ${String(e.step)} from the review`;
    case 'preparation.finished': return 'continue to the review';
    case 'application.submitted': return 'submit the applications';
    case 'xstate.done.actor.submitApplications': return 'the server accepts the submission';
    case 'xstate.error.actor.submitApplications': return 'the submission fails';
    case 'sign.completed': return 'sign on the phone (QR)';
    case 'xstate.error.actor.watchSignature': return 'checking the signature fails';
    case 'sign.retried': return 'check the signature again';
    case 'delivery.wayChosen': return e.way === 'courier' ? 'hand in materials by courier' : 'hand in materials in person';
    case 'delivery.saved': return (e.sender as SenderDetails).reservation ? 'book a hand-in time and save' : 'enter the pick-up address and save';
    case 'returnWay.saved': {
      const groups = e.returns as ReturnGroup[];
      const way = groups[0]?.way === 'courier' ? 'return by courier' : 'pick up at the center';
      return `${way} (${groups.flatMap((g) => g.applicantIds).length === 0 ? 'no' : groups.flatMap((g) => g.applicantIds).join(', ')} selected)`;
    }
    case 'xstate.done.actor.createOrder': return `the order ${String(output?.orderId)} is created`;
    case 'xstate.error.actor.createOrder': return 'creating the order fails';
    case 'order.retried': return 'try creating the order again';
    case 'xstate.done.actor.payment': return output?.outcome === 'paid' ? `pay by ${String(output.method)}` : 'leave the payment unpaid';
    case 'xstate.error.actor.payment': return 'the payment fails';
    case 'payment.retried': return 'pay again';
    case 'order.statusChanged': return `the center reports: ${String(e.status)}`;
    case 'order.extraPaymentRequested': return `the center asks for a supplement of ${String(e.amount)} yuan`;
    case 'xstate.done.actor.extraPayment': return output?.outcome === 'paid' ? `pay the supplement by ${String(output.method)}` : 'leave the supplement unpaid';
    case 'xstate.error.actor.extraPayment': return 'the supplement payment fails';
    case 'extraPayment.retried': return 'pay the supplement again';
    case 'application.cancelled': return 'cancel the application';
    case 'nav.back': return 'back';
    case 'nav.next': return 'continue';
    default: return e.type;
  }
}

export const applicationModel: MachineModel<typeof applicationMachine> = {
  name: 'application',
  machine: applicationMachine,
  events,
  serializeState,
  describeEvent,
};

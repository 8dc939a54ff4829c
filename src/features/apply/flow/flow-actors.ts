// The real actors of the application machine (decision 005 names them; decision 013 says how they are
// supplied). Each makes the contract's calls through the one API client, so its error catalogue shows
// the server's message — for a call whose server side has not landed yet, "not available yet" — and the
// actor fails with that message: the machine goes to its error or retry state. Nothing here pretends a
// call succeeded.
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { ApplicantRecord, CreateOrderInput, CreateOrderOutput, SubmitApplicationsInput, SubmitApplicationsOutput } from '../../../../machines/application/order-data';
import {
  paymentMachine, type ClosePaymentOutput, type CreatePaymentInput, type CreatePaymentOutput, type PollPaymentInput, type PollPaymentOutput,
} from '../../../../machines/payment.machine';
import { unwrap } from '../../../api/client';
import { applicationCounts } from '../../../domain/delivery-rules';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../app/api';
import { refreshTodoCount } from '../../../app/session-actor';

type Schemas = components['schemas'];

/** The payload of a call, or a rejection carrying the message the catalogue already showed. */
async function payload<T>(pending: Promise<{ ok: true; data: T } | { ok: false; msg: string; kind: string }>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(result.msg || result.kind);
  return result.data;
}

// The screens store each section with the contract's field names (they validate with the same schemas),
// so the sections pass through as they are.
function applicantForm(record: ApplicantRecord): Schemas['ApplicantData'] {
  const { data } = record;
  const form = data.form as Record<string, Record<string, unknown> | undefined>;
  const cost = form.invitationCostHelper as Record<string, unknown> | undefined;
  return {
    passport: (data.passport ?? undefined) as Schemas['Passport'] | undefined,
    idCard: data.idCard ? { ...data.idCard.fields, frontFileId: data.idCard.frontFileId, backFileId: data.idCard.backFileId } as Schemas['IdCard'] : undefined,
    minorExemption: data.birthCertificate ? { birthCertificateFileId: data.birthCertificate.fileId } : undefined,
    photoFileId: data.photo?.fileId,
    bankCard: (data.bankCard ?? undefined) as Schemas['BankCard'] | undefined,
    personal: form.personal as Schemas['Personal'] | undefined,
    contact: form.contact as Schemas['Contact'] | undefined,
    family: form.family as Schemas['Family'] | undefined,
    educationJob: form.educationJob as Schemas['EducationJob'] | undefined,
    visit: form.visit as Schemas['Visit'] | undefined,
    invitation: cost?.invitation as Schemas['Invitation'] | undefined,
    cost: cost?.cost as Schemas['Cost'] | undefined,
    helper: cost?.helper as Schemas['Helper'] | undefined,
  };
}

/**
 * Creates each applicant's application and submits them together. Started again after a restore while it
 * ran (decision 005), so the server must treat a repeat for the same draft as the same submission.
 */
export const submitApplications = (draftId: () => string | null) =>
  fromPromise<SubmitApplicationsOutput, SubmitApplicationsInput>(async ({ input }) => {
    // The machine keeps the way not taken (center or location) as ''; the contract wants it absent.
    const { centerId, locationValue, ...visaType } = input.visaType;
    const visaChoice = {
      ...visaType,
      ...input.product,
      ...(centerId ? { centerId } : {}),
      ...(locationValue ? { locationValue } : {}),
    };
    const applyIds: string[] = [];
    for (const applicant of input.applicants) {
      const created = await payload(unwrap(api.POST('/api/visa/apply/form/create', {
        body: {
          draftId: draftId() ?? undefined,
          visaChoice,
          // The server answers the application it already has for this draft and applicant (decision 014), so a
          // screen that created it earlier, or a restored actor repeating this call, never makes a second one.
          applicant: { applicantId: applicant.applicantId, name: applicant.name, provinceCode: applicant.provinceCode },
          relation: applicant.relation === 'myself' ? 'myself' : 'familyMember',
          form: applicantForm(applicant),
        },
      })));
      applyIds.push(created.id);
    }
    const submitted = await payload(unwrap(api.POST('/api/visa/apply/submit/user', { body: { applyIds } })));
    // A submitted order leaves the to-do list.
    void refreshTodoCount();
    return { applicationIds: submitted.map((apply) => apply.id) };
  });

export const SIGN_POLL_MS = 3_000;

export type SignState = 'waiting' | 'opened' | 'signed' | 'expired';

export interface SignQrCode {
  applyId: string;
  signId: string;
  qrContent: string;
  qrCodeSvg: string;
  expiresAt: string;
  /** The phone's progress as of the last poll. */
  status: SignState;
}

// The signing screen shows these codes; the watcher that fetched them owns them.
const signCodes = new Set<(codes: SignQrCode[]) => void>();
let currentSignCodes: SignQrCode[] = [];
export function subscribeSignCodes(listener: (codes: SignQrCode[]) => void): () => void {
  signCodes.add(listener);
  listener(currentSignCodes);
  return () => signCodes.delete(listener);
}
function publishSignCodes(codes: SignQrCode[]) {
  currentSignCodes = codes;
  for (const listener of signCodes) listener(codes);
}

const signQrCode = async (applyId: string): Promise<SignQrCode> => ({
  applyId, status: 'waiting', ...(await payload(unwrap(api.POST('/api-apply/apply/sign/qrcode', { body: { applyId } })))),
});

/**
 * Fetches each application's signing QR, then polls until all are signed and sends `sign.completed` (polling,
 * decision 017). A code that expired unsigned is replaced by a new one: the server makes it on request.
 */
export const watchSignature = fromCallback<AnyEventObject, { applicationIds: string[] }>(({ input, sendBack }) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fail = (error: unknown) => {
    // A callback actor cannot reject once started; the machine's onError listens for exactly this event.
    if (!stopped) sendBack({ type: 'xstate.error.actor.watchSignature', error });
  };
  void (async () => {
    let codes: SignQrCode[] = [];
    for (const applyId of input.applicationIds) codes.push(await signQrCode(applyId));
    if (stopped) return;
    publishSignCodes(codes);
    const poll = async () => {
      if (stopped) return;
      const statuses = await Promise.all(codes.map((code) =>
        payload(unwrap(api.GET('/api-apply/apply/sign/{signId}/status', { params: { path: { signId: code.signId } } })))));
      codes = await Promise.all(codes.map(async (code, index) => {
        const status = statuses[index]?.status ?? code.status;
        return status === 'expired' ? signQrCode(code.applyId) : { ...code, status };
      }));
      if (stopped) return;
      publishSignCodes(codes);
      if (codes.every((code) => code.status === 'signed')) sendBack({ type: 'sign.completed' });
      else timer = setTimeout(() => void poll().catch(fail), SIGN_POLL_MS);
    };
    await poll();
  })().catch(fail);
  return () => {
    stopped = true;
    clearTimeout(timer);
    publishSignCodes([]);
  };
});

export const createOrder = (draftId: () => string | null) =>
  fromPromise<CreateOrderOutput, CreateOrderInput>(async ({ input }) => {
    const { sender, way } = input.delivery;
    // The machine's return groups name applicants; the server wants their applications. `applicantIds` and
    // `applicationIds` come in the same order (submitApplications answers in the order of the applicants).
    const applyIdsOf = (applicantIds: readonly string[]) => applicantIds.map((id) => {
      const applyId = input.applicationIds[input.applicantIds.indexOf(id)];
      if (applyId === undefined) throw new Error(`createOrder: applicant ${id} has no submitted application`);
      return applyId;
    });
    const order = await payload(unwrap(api.POST('/api/visa/order', {
      body: {
        draftId: draftId() ?? undefined,
        applyIds: input.applicationIds,
        delivery: {
          way,
          senderName: sender?.name,
          senderPhone: sender?.phone,
          provinceId: sender?.provinceId,
          cityId: sender?.cityId,
          districtId: sender?.districtId,
          address: sender?.address,
          saveAddress: sender?.saveAddress,
          reservationDate: sender?.reservation?.date,
          reservationTime: sender?.reservation?.time,
          ...applicationCounts(input.applicationIds.length, input.urgent),
          senderRelation: sender?.relation === 'family' ? 'familyMember' as const : 'myself' as const,
          exitDate: sender?.exitDate,
        },
        returns: input.returns.map((group) => group.way === 'pickup'
          ? { way: 'pickup' as const, applyIds: applyIdsOf(group.applicantIds) }
          : {
            way: 'courier' as const,
            applyIds: applyIdsOf(group.applicantIds),
            recipient: group.recipient.name,
            phone: group.recipient.phone,
            provinceId: group.recipient.provinceId,
            cityId: group.recipient.cityId,
            districtId: group.recipient.districtId,
            address: group.recipient.address,
          }),
      },
    })));
    return { orderId: order.id, amount: order.amount };
  });

const createPayment = fromPromise<CreatePaymentOutput, CreatePaymentInput>(async ({ input }) => {
  const path = { params: { path: { orderId: input.orderId } } };
  const qr = await payload(unwrap(
    input.method === 'wechat'
      ? (input.kind === 'order' ? api.GET('/api-pay/wechat/pc/order/{orderId}', path) : api.GET('/api-pay/wechat/pc/extra/{orderId}', path))
      : (input.kind === 'order' ? api.GET('/api-pay/alipay/pc/order/{orderId}', path) : api.GET('/api-pay/alipay/pc/extra/{orderId}', path)),
  ));
  return { outTradeNo: qr.outTradeNo, qrContent: qr.qrContent, expiresAt: qr.expiresAt, charged: qr.amount };
});

async function paymentStatus(input: PollPaymentInput): Promise<PollPaymentOutput> {
  const path = { params: { path: { outTradeNo: input.outTradeNo } } };
  if (input.method === 'wechat') {
    const status = await payload(unwrap(api.GET('/api-pay/wechat/status/{outTradeNo}', path)));
    return { gatewayStatus: status.tradeState, paidAt: status.paidAt ?? undefined, now: Date.now() };
  }
  const status = await payload(unwrap(api.GET('/api-pay/alipay/status/{outTradeNo}', path)));
  return { gatewayStatus: status.tradeStatus, paidAt: status.paidAt ?? undefined, now: Date.now() };
}

const pollPaymentStatus = fromPromise<PollPaymentOutput, PollPaymentInput>(({ input }) => paymentStatus(input));

const closePayment = fromPromise<ClosePaymentOutput, PollPaymentInput>(async ({ input }) => {
  const closed = await payload(unwrap(api.PUT('/api-pay/close/{outTradeNo}', { params: { path: { outTradeNo: input.outTradeNo } } })));
  if (closed.status !== 'paid') return { status: 'closed' };
  // Closing found the QR paid: its paid time comes from the status call.
  const status = await paymentStatus(input);
  return { status: 'paid', paidAt: status.paidAt ?? new Date(status.now).toISOString() };
});

/** The real payment machine with its calls, invoked by the application for the order and the supplement. */
export const providedPaymentMachine = paymentMachine.provide({ actors: { createPayment, pollPaymentStatus, closePayment } });

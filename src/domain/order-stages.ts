// The one vocabulary of where an order stands (decision 045): the stages the server stores, their groups (paid,
// finished, closed…), the list tab of each stage, and how a stage reads in the contract's older words (OrderState,
// ApplyStatus). The server's SQL, the order status machine, the application machine and the screens all read these
// tables; nothing else spells a group of stages out. The words are written here, not taken from the generated
// contract types: tests/domain/order-stages-contract.test.ts holds openapi/portal.yaml to the same lists.

/** Every stage in the order an application goes through; `cancelled` can end any stage before payment. */
export const ORDER_STAGES = [
  'filling', 'submitted', 'signed', 'pendingPayment', 'paid', 'accepted', 'inReview', 'issued', 'refused',
  'returned', 'collected', 'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The contract's older word for where an order stands: issued and refused both read `decided`. */
export const ORDER_STATES = [
  'pendingConfirm', 'pendingPayment', 'paid', 'materialsReceived', 'inReview', 'extraPaymentRequired', 'decided', 'returning',
  'completed', 'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Where one application stands, in the contract's words. */
export const APPLY_STATUSES = [
  'filling', 'completed', 'confirmed', 'signed', 'submitted', 'ordered', 'inReview', 'incorrect', 'issued', 'refused', 'cancelled',
] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

export type VisaDecision = 'issued' | 'refused';

/** What the server stores of an order: the stage, whether a supplement is owed, and the decision (kept once the passport is back). */
export interface OrderStatus {
  stage: OrderStage;
  extraPaymentDue: boolean;
  decision: VisaDecision | null;
}

const PAID = ['paid', 'accepted', 'inReview', 'issued', 'refused'] as const satisfies readonly OrderStage[];
const FINISHED = ['returned', 'collected'] as const satisfies readonly OrderStage[];

/** The groups of stages, usable as SQL lists (`inArray(stageColumn, STAGES_OF.finished)`). */
export const STAGES_OF = {
  /** Before the order exists: the applications are filled in, submitted, signed. */
  beforeOrder: ['filling', 'submitted', 'signed'],
  /** Paid and still at the center: never paid again, never cancelled; a supplement may be asked for. */
  paid: PAID,
  /** The passport is back: sent by courier or collected. */
  finished: FINISHED,
  /** Nothing changes any more. */
  closed: [...FINISHED, 'cancelled'],
  /** What the application machine follows after payment (its awaiting-visa statuses). */
  afterPayment: [...PAID, ...FINISHED],
} as const satisfies Record<string, readonly OrderStage[]>;

export type PaidStage = (typeof PAID)[number];
export type AfterPaymentStage = (typeof STAGES_OF.afterPayment)[number];

export const isAfterPayment = (stage: OrderStage): stage is AfterPaymentStage => (STAGES_OF.afterPayment as readonly OrderStage[]).includes(stage);
export const isPaid = (stage: OrderStage): stage is PaidStage => (PAID as readonly OrderStage[]).includes(stage);
export const isClosed = (stage: OrderStage) => (STAGES_OF.closed as readonly OrderStage[]).includes(stage);

/** The order list's tabs (decision 023); `all` lists every order. */
export const ORDER_TABS = ['all', 'inProgress', 'finished'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** Where an order is listed besides "all": a cancelled order is closed and listed under "all" only. */
export type StageTab = 'inProgress' | 'finished' | 'closed';

export function tabOfStage(stage: OrderStage): StageTab {
  if ((FINISHED as readonly OrderStage[]).includes(stage)) return 'finished';
  if (stage === 'cancelled') return 'closed';
  return 'inProgress';
}

/** The stages of each tab, for the list's SQL filter. */
export const STAGES_OF_TAB: Record<StageTab, OrderStage[]> = {
  inProgress: ORDER_STAGES.filter((stage) => tabOfStage(stage) === 'inProgress'),
  finished: ORDER_STAGES.filter((stage) => tabOfStage(stage) === 'finished'),
  closed: ORDER_STAGES.filter((stage) => tabOfStage(stage) === 'closed'),
};

const STATE_OF_STAGE: Record<OrderStage, OrderState | null> = {
  filling: null,
  submitted: null,
  signed: null,
  pendingPayment: 'pendingPayment',
  paid: 'paid',
  accepted: 'materialsReceived',
  inReview: 'inReview',
  issued: 'decided',
  refused: 'decided',
  returned: 'returning',
  collected: 'completed',
  cancelled: 'cancelled',
};

/** The contract's OrderState of a status; null before the order exists (no order record to show). */
export function orderStateOf(status: OrderStatus): OrderState | null {
  if (status.extraPaymentDue) return 'extraPaymentRequired';
  return STATE_OF_STAGE[status.stage];
}

/**
 * The tab of an order shown by its OrderState: the tab of the stages that read so. A state no stage reads as
 * (a supplement owed, which only a paid order can owe; pendingConfirm, which the server never answers) is in progress.
 */
export function tabOfState(state: OrderState): StageTab {
  const stage = ORDER_STAGES.find((candidate) => STATE_OF_STAGE[candidate] === state);
  return stage ? tabOfStage(stage) : 'inProgress';
}

/** The OrderStates an order passes through when nothing goes wrong, in order: the public progress timeline. */
export const stateTimeline: OrderState[] = [
  ...new Set(ORDER_STAGES.filter((stage) => stage !== 'cancelled').flatMap((stage) => STATE_OF_STAGE[stage] ?? [])),
];

const APPLY_STATUS_OF_STAGE: Record<OrderStage, ApplyStatus> = {
  filling: 'filling',
  submitted: 'confirmed',
  signed: 'signed',
  pendingPayment: 'ordered',
  paid: 'submitted',
  accepted: 'submitted',
  inReview: 'inReview',
  issued: 'issued',
  refused: 'refused',
  returned: 'issued',
  collected: 'issued',
  cancelled: 'cancelled',
};

/** The contract's ApplyStatus of each application in the order; a returned passport keeps the decision. */
export function applyStatusOf(status: OrderStatus): ApplyStatus {
  if ((FINISHED as readonly OrderStage[]).includes(status.stage) && status.decision) return status.decision;
  return APPLY_STATUS_OF_STAGE[status.stage];
}

/**
 * The stage an application's stored status stands for while it has no order: the stage before the order that
 * reads so (`completed` is still being filled); from `ordered` on the order's own status rules.
 */
export function stageOfApply(status: string): OrderStage {
  if (status === 'completed') return 'filling';
  return STAGES_OF.beforeOrder.find((stage) => APPLY_STATUS_OF_STAGE[stage] === status) ?? 'pendingPayment';
}

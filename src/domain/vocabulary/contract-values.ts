import type { components } from '../../api/schema.gen.ts';

// The contract's value lists the vocabularies are keyed by: a value added to openapi/portal.yaml (and `npm run
// gen:api`) without words in its table stops the typecheck.

type Schemas = components['schemas'];

export type OrderStageValue = Schemas['OrderStage'];
export type OrderStateValue = Schemas['OrderState'];
export type ApplyStatusValue = Schemas['ApplyStatus'];
/** A payment as the center sees it, refund states included (decisions 102, 103). */
export type PaymentStateValue = Schemas['StaffOrderView']['payments'][number]['status'];
/** An order's invoice; `canApply` is an offer, not a state a screen names. */
export type InvoiceStateValue = Exclude<Schemas['OrderDetail']['invoice']['status'], 'canApply'>;
export type CourierEventValue = Schemas['ExpressRoute']['status'];

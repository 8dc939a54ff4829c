// The courier provider seen from the portal: given a stored waybill, its route now. The sandbox courier derives it
// from the row and the clock (route-plan.ts); a live tracker asks the courier's tracking service.
import type { Language } from '../../../domain/constants.ts';
import { pick } from '../../http/language.ts';
import { routeAt, type RouteStatus, type RouteTrace } from '../../courier/route-plan.ts';
import { SANDBOX_COURIER_NAME } from '../../courier/route-texts.ts';
import type { WaybillRow } from '../../courier/waybills.ts';

export interface TrackedRoute {
  company: string;
  status: RouteStatus;
  /** Latest first. */
  traces: RouteTrace[];
}

export interface CourierTracker {
  mode: 'sandbox' | 'kuaidi100';
  route(waybill: WaybillRow, now: Date, language: Language): Promise<TrackedRoute>;
}

/** SANDBOX: invented route events, planned from the waybill; no courier is asked. */
export const sandboxTracker: CourierTracker = {
  mode: 'sandbox',
  async route(waybill, now, language) {
    return { company: pick(SANDBOX_COURIER_NAME, language), ...routeAt(waybill, now, language) };
  },
};

/** A tracking service that could not answer: the route reads as unknown for now, never as invented events. */
export class TrackingUnavailable extends Error {}

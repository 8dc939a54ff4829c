// The sandbox courier's route of one waybill: every event and its time follow from the stored row (its number,
// creation time, stops and the back office's shifts), so the same waybill at the same time always reads the same,
// and a restart loses nothing. Nothing here reads the clock: `now` is given.
import { createHash } from 'node:crypto';
import type { Language } from '../../domain/constants.ts';
import type { WaybillDirection, WaybillShift, WaybillStop } from '../db/tables/express.ts';
import { pick } from '../http/language.ts';
import { routeTexts, type RouteTextKey } from './route-texts.ts';

export interface PlannedEvent {
  key: RouteTextKey;
  stop: number;
  next?: number;
  /** When it happens, ms since the epoch, with the back office's shifts applied. */
  at: number;
}

export type RouteStatus = 'none' | 'inTransit' | 'delivering' | 'signed' | 'problem';

export interface PlanInput {
  expressNo: string;
  direction: WaybillDirection;
  stops: readonly WaybillStop[];
  shifts: readonly WaybillShift[];
  createdAt: Date;
}

const HOUR = 3_600_000;

/** A fraction in [0, 1) fixed by the waybill number and the step: the same waybill always takes the same time. */
function fraction(expressNo: string, step: number): number {
  return createHash('sha256').update(`${expressNo}:${step}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** Hours a step takes after the one before it, [min, max). */
const STEP_HOURS: Record<RouteTextKey, readonly [number, number]> = {
  ordered: [0, 0],
  pickedUp: [1, 3],
  departed: [2, 5],
  arrivedHub: [4, 10],
  arrivedStation: [4, 9],
  outForDelivery: [2, 5],
  signedCenter: [1, 3],
  signedRecipient: [1, 3],
};

function steps(input: PlanInput): Omit<PlannedEvent, 'at'>[] {
  const last = input.stops.length - 1;
  const out: Omit<PlannedEvent, 'at'>[] = [{ key: 'ordered', stop: 0 }, { key: 'pickedUp', stop: 0 }];
  for (let stop = 0; stop < last; stop += 1) {
    if (stop > 0) out.push({ key: 'arrivedHub', stop });
    out.push({ key: 'departed', stop, next: stop + 1 });
  }
  out.push({ key: 'arrivedStation', stop: last }, { key: 'outForDelivery', stop: last });
  out.push({ key: input.direction === 'send' ? 'signedCenter' : 'signedRecipient', stop: last });
  return out;
}

/** Every event of the waybill, planned and shifted, in order. */
export function planOf(input: PlanInput): PlannedEvent[] {
  let planned = input.createdAt.getTime();
  return steps(input).map((step, index) => {
    const [min, max] = STEP_HOURS[step.key];
    planned += Math.round((min + (max - min) * fraction(input.expressNo, index)) * HOUR);
    const shifted = input.shifts.filter((shift) => shift.from <= index).reduce((sum, shift) => sum + shift.ms, 0);
    return { ...step, at: planned - shifted };
  });
}

/** The shift that makes the first event still ahead at `now` happen at `now`; null when the waybill is signed. */
export function advanceShift(input: PlanInput, now: Date): WaybillShift | null {
  const plan = planOf(input);
  const index = plan.findIndex((event) => event.at > now.getTime());
  if (index < 0) return null;
  return { from: index, ms: plan[index]!.at - now.getTime() };
}

export interface RouteTrace {
  time: string;
  location: string;
  description: string;
}

/** What the tracking shows at `now`: the events that have happened, latest first, and the status they add up to. */
export function routeAt(input: PlanInput, now: Date, language: Language): { status: RouteStatus; traces: RouteTrace[] } {
  const happened = planOf(input).filter((event) => event.at <= now.getTime());
  const place = (stop: number | undefined) => (stop === undefined ? '' : pick(input.stops[stop]!.name, language));
  const traces = happened.map((event) => ({
    time: new Date(event.at).toISOString(),
    location: place(event.stop),
    description: pick(routeTexts[event.key], language).replace('{place}', place(event.stop)).replace('{next}', place(event.next)),
  })).reverse();
  const latest = happened.at(-1)?.key;
  const status: RouteStatus = !latest ? 'none'
    : latest === 'signedCenter' || latest === 'signedRecipient' ? 'signed'
      : latest === 'outForDelivery' ? 'delivering' : 'inTransit';
  return { status, traces };
}

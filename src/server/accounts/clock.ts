import { fromChinaClock } from '../../domain/china-time.ts';
import { chinaDate } from '../../domain/dates.ts';

/** "Now" is a dependency of every account service, so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The sandbox's clock: real time plus however far `/dev/clock` has moved it (decision 048). Only ever forward, so a
 * stored time never lies in the future; a browser journey moves it past a code's 60 s resend interval instead of
 * waiting the minute out.
 */
export interface MovableClock {
  now: Clock;
  /** Moves every later `now()` `seconds` ahead; answers the new time. */
  advance(seconds: number): Date;
}

export function movableClock(base: Clock = systemClock): MovableClock {
  let aheadMs = 0;
  const now: Clock = () => new Date(base().getTime() + aheadMs);
  return {
    now,
    advance(seconds) {
      aheadMs += seconds * 1000;
      return now();
    },
  };
}

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

/** Midnight in China of the day `now` falls on: the "day" of the daily code limit. */
export const startOfBeijingDay = (now: Date): Date => fromChinaClock(chinaDate(now));

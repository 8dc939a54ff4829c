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

const beijingOffsetMs = 8 * 60 * 60 * 1000;

/** Midnight in China (UTC+8 all year) of the day `now` falls on: the "day" of the daily code limit. */
export function startOfBeijingDay(now: Date): Date {
  const shifted = now.getTime() + beijingOffsetMs;
  return new Date(shifted - (shifted % 86_400_000) - beijingOffsetMs);
}

/** "2025-03-01 14:05" in Beijing time, as messages show it (DATE_FORMAT of src/domain). */
export function beijingTime(date: Date): string {
  return new Date(date.getTime() + beijingOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}

import { useEffect, useState } from 'react';
import type { OpeningDay } from '../../domain/working-days';
import { monthPastNoneOpen, openMonths, startMonth } from './calendar-model';

/**
 * The calendar's shown month and its loaded days (`useDays(center, month)` is the screen's calendar query): the chosen day's month,
 * else the first month with a bookable day. Late in a month the first bookable day is in the next, so the calendar
 * moves on by itself past a month it finds with none, until the person picks a month or a day.
 */
export function useShownMonth<C, Q extends { data?: { days: readonly OpeningDay[] } }>(today: string, chosen: string | undefined, useDays: (center: C, month: string) => Q, center: C) {
  const [month, setMonth] = useState(() => startMonth(today, chosen));
  const [picked, setPicked] = useState(false);
  const shown = useDays(center, month);
  const next = picked || chosen ? null : monthPastNoneOpen(month, openMonths(today), shown.data?.days);
  useEffect(() => {
    if (next) setMonth(next);
  }, [next]);
  const pick = (chosenMonth: string) => {
    setPicked(true);
    setMonth(chosenMonth);
  };
  return { month, pick, shown };
}

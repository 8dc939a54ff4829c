import type { InputHTMLAttributes } from 'react';
import type { OpeningDay } from '../../domain/working-days';
import { getLanguage, htmlLang } from '../../lib/language';
import { Loading, LoadFailed } from '../query-states';
import { dayState, monthWeeks, type DayState } from './calendar-model';

// A center's open days and times, for the courier's hand-in day and the public booking alike: the open months as
// buttons, the month as a grid of radio buttons (one group, so the arrow keys walk the open days and skip closed
// ones) whose accessible names say why a day is closed or full, then the chosen day's times with the places left.
// The radios are the caller's (a form's registration or its own state); the words are the caller's catalogue's.

type Slot = OpeningDay['slots'][number];

interface CalendarQuery {
  data?: { days: readonly OpeningDay[] };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The calendar's words: `legend`, `hint`, `months`, `loading`, `weekday.0`–`6`, `open`, `full`, `closed`, `closedNoReason`, `key`, `timeLegend`, `slot`, `slotFull`. */
export type CalendarText = (key: string, options?: Record<string, unknown>) => string;

const UTC = (date: string) => new Date(`${date}T00:00:00Z`);
// Made once per page (the language changes only with a reload), not on every render of the calendar: a date
// formatter loads the engine's calendar data when it is made (as format-money.ts's formatters, decision 137).
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatOf = (options: Intl.DateTimeFormatOptions) => {
  const language = htmlLang[getLanguage()];
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
};

export function SlotCalendar({ text, months, month, onMonth, shown, shownLoading, ofChosen, date, time, slots, noTimes, dateId, timeId, dayIdPrefix, timeIdPrefix, dateError, timeError, dayInput, timeInput }: {
  text: CalendarText;
  months: readonly string[];
  month: string;
  onMonth: (month: string) => void;
  /** The shown month's days, and whether its loading is worth saying (a calendar of no center never loads). */
  shown: CalendarQuery;
  shownLoading: boolean;
  /** The chosen day's month (its times are listed even while another month is shown). */
  ofChosen: CalendarQuery;
  date: string;
  time: string;
  /** The chosen day's times to offer. */
  slots: readonly Slot[];
  /** Said when the chosen day offers no time; nothing is said when absent. */
  noTimes?: string;
  /** The ids the error summary links to: the chosen or first open day (else the first month), the first time. */
  dateId: string;
  timeId: string;
  dayIdPrefix: string;
  timeIdPrefix: string;
  dateError?: string;
  timeError?: string;
  dayInput: (day: string) => InputHTMLAttributes<HTMLInputElement>;
  timeInput: (slot: Slot) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const monthName = formatOf({ year: 'numeric', month: 'long' });
  const dayName = formatOf({ month: 'long', day: 'numeric', weekday: 'long' });
  const days = shown.data?.days;
  const weeks = monthWeeks(month);
  const cells = weeks.flat().filter((d): d is string => d !== null);
  const anchor = cells.find((d) => d === date) ?? cells.find((d) => dayState(days, d).kind === 'open');
  const chosenDay = ofChosen.data?.days.find((d) => d.date === date);
  const firstSlot = slots.find((s) => s.remaining > 0 || s.time === time);

  const says = (day: string, state: DayState): string => {
    const name = dayName.format(UTC(day));
    switch (state.kind) {
      case 'open': return text('open', { day: name, count: state.places });
      case 'full': return text('full', { day: name });
      case 'closed': return text('closed', { day: name, reason: state.note ?? text('closedNoReason') });
      default: return name;
    }
  };

  return (
    <>
      <fieldset className={`mb-6 ${dateError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={`${dateId}-hint${dateError ? ` ${dateId}-error` : ''}`}>
        <legend className="mb-1 text-lg font-semibold text-slate-900">{text('legend')}</legend>
        <p id={`${dateId}-hint`} className="mb-2 text-sm text-slate-700">{text('hint')}</p>
        {dateError ? <p id={`${dateId}-error`} className="mb-2 font-semibold text-red-800">{dateError}</p> : null}
        <div role="group" aria-label={text('months')} className="mb-3 flex flex-wrap gap-2">
          {months.map((m, index) => (
            <button
              key={m}
              id={index === 0 && !anchor ? dateId : undefined}
              type="button"
              aria-pressed={m === month}
              onClick={() => onMonth(m)}
              className={`rounded border-2 px-3 py-1 focus:outline-none focus:ring-4 focus:ring-amber-400 ${m === month ? 'border-blue-900 bg-blue-900 text-white' : 'border-slate-500 text-blue-900 hover:bg-slate-100'}`}
            >
              {monthName.format(UTC(`${m}-01`))}
            </button>
          ))}
        </div>
        {shownLoading ? <Loading label={text('loading')} /> : null}
        {shown.isError ? <LoadFailed onRetry={() => void shown.refetch()} retrying={shown.isFetching} /> : null}
        {days ? (
          <div className="max-w-md">
            <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-sm font-semibold text-slate-700">
              {[1, 2, 3, 4, 5, 6, 0].map((weekday) => <span key={weekday}>{text(`weekday.${weekday}`)}</span>)}
            </div>
            <div className="mt-1 grid grid-cols-7 gap-1">
              {weeks.flat().map((day, index) => {
                if (!day) return <span key={`pad-${index}`} />;
                const state = dayState(days, day);
                const bookable = state.kind === 'open' || day === date;
                const radioId = day === anchor ? dateId : `${dayIdPrefix}-${day}`;
                return (
                  <label
                    key={day}
                    htmlFor={radioId}
                    title={state.kind === 'closed' ? state.note ?? undefined : undefined}
                    className={`relative flex h-11 items-center justify-center rounded border text-base has-[:checked]:border-blue-900 has-[:checked]:bg-blue-900 has-[:checked]:text-white has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400 ${bookable ? 'cursor-pointer border-slate-500 bg-white text-slate-900 hover:bg-blue-50' : 'border-slate-200 bg-slate-100 text-slate-500 line-through'}`}
                  >
                    <input id={radioId} type="radio" value={day} disabled={!bookable} {...dayInput(day)} className="sr-only" />
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">{says(day, state)}</span>
                  </label>
                );
              })}
            </div>
            <p className="mt-2 text-sm text-slate-600">{text('key')}</p>
          </div>
        ) : null}
      </fieldset>
      {date ? (
        <fieldset className={`mb-6 ${timeError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={timeError ? `${timeId}-error` : undefined}>
          <legend className="mb-1 text-lg font-semibold text-slate-900">{text('timeLegend', { day: dayName.format(UTC(date)) })}</legend>
          {timeError ? <p id={`${timeId}-error`} className="mb-2 font-semibold text-red-800">{timeError}</p> : null}
          {chosenDay?.note && chosenDay.open ? <p className="mb-2 border-l-4 border-amber-600 bg-amber-50 p-2 text-sm text-amber-950">{chosenDay.note}</p> : null}
          {ofChosen.isPending ? <Loading label={text('loading')} /> : null}
          {noTimes && ofChosen.data && !slots.length ? <p className="text-slate-800">{noTimes}</p> : null}
          <div className="flex flex-wrap gap-3">
            {slots.map((slot) => {
              const slotId = slot === firstSlot ? timeId : `${timeIdPrefix}-${slot.time}`;
              const full = slot.remaining <= 0;
              return (
                <div key={slot.time} className="flex items-center gap-2">
                  <input id={slotId} type="radio" value={slot.time} {...timeInput(slot)} className="h-6 w-6 accent-blue-900" />
                  <label htmlFor={slotId} className={full ? 'text-slate-600' : 'text-slate-900'}>
                    {full ? text('slotFull', { time: slot.time }) : text('slot', { time: slot.time, count: slot.remaining })}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

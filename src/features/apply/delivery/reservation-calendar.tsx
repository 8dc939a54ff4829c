import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../../ui/form/text-field';
import { getLanguage, htmlLang } from '../../../ui/language';
import { Loading, LoadFailed } from '../../../ui/query-states';
import { useReservationCalendar } from './api';
import { dayState, monthWeeks, openMonths, startMonth, type DayState } from './calendar-model';
import type { DeliveryValues } from './delivery-values';
import { useDeliveryText } from './strings';

// The hand-in day and time at the center: the open months as buttons, the chosen month as a grid of radio
// buttons (one group, so the arrow keys walk the open days and skip closed ones), every closed day saying why
// in its accessible name, then the chosen day's times with the places left.

const UTC = (date: string) => new Date(`${date}T00:00:00Z`);
const formatOf = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(htmlLang[getLanguage()], { ...options, timeZone: 'UTC' });

export function ReservationCalendar({ form, centerId, today, idOf }: {
  form: UseFormReturn<DeliveryValues>; centerId: string | null; today: string; idOf: (field: string) => string;
}) {
  const text = useDeliveryText();
  const [chosenDate, chosenTime] = useWatch({ control: form.control, name: ['reservationDate', 'reservationTime'] });
  const months = openMonths(today);
  const [month, setMonth] = useState(() => startMonth(today, chosenDate || undefined));
  const shown = useReservationCalendar(centerId, month);
  const chosenMonth = chosenDate ? chosenDate.slice(0, 7) : month;
  const ofChosen = useReservationCalendar(centerId, chosenMonth);
  const monthName = formatOf({ year: 'numeric', month: 'long' });
  const dayName = formatOf({ month: 'long', day: 'numeric', weekday: 'long' });
  const dateError = fieldError(form, 'reservationDate');
  const timeError = fieldError(form, 'reservationTime');
  const days = shown.data?.days;
  const weeks = monthWeeks(month);
  const cells = weeks.flat().filter((d): d is string => d !== null);
  // The error summary links to the chosen day, else the first open one, else the month buttons.
  const anchor = cells.find((d) => d === chosenDate) ?? cells.find((d) => dayState(days, d).kind === 'open');
  const date = form.register('reservationDate');
  const time = form.register('reservationTime');
  const chosenDay = ofChosen.data?.days.find((d) => d.date === chosenDate);
  const slots = chosenDay?.open ? chosenDay.slots : [];
  const firstSlot = slots.find((s) => s.remaining > 0 || s.time === chosenTime);

  const says = (day: string, state: DayState): string => {
    const name = dayName.format(UTC(day));
    switch (state.kind) {
      case 'open': return text('calendar.open', { day: name, count: state.places });
      case 'full': return text('calendar.full', { day: name });
      case 'closed': return text('calendar.closed', { day: name, reason: state.note ?? text('calendar.closedNoReason') });
      default: return name;
    }
  };

  return (
    <>
      <fieldset className={`mb-6 ${dateError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={`${idOf('reservationDate')}-hint${dateError ? ` ${idOf('reservationDate')}-error` : ''}`}>
        <legend className="mb-1 text-lg font-semibold text-slate-900">{text('calendar.legend')}</legend>
        <p id={`${idOf('reservationDate')}-hint`} className="mb-2 text-sm text-slate-700">{text('calendar.hint')}</p>
        {dateError ? <p id={`${idOf('reservationDate')}-error`} className="mb-2 font-semibold text-red-800">{dateError}</p> : null}
        <div role="group" aria-label={text('calendar.months')} className="mb-3 flex flex-wrap gap-2">
          {months.map((m, index) => (
            <button
              key={m}
              id={index === 0 && !anchor ? idOf('reservationDate') : undefined}
              type="button"
              aria-pressed={m === month}
              onClick={() => setMonth(m)}
              className={`rounded border-2 px-3 py-1 focus:outline-none focus:ring-4 focus:ring-amber-400 ${m === month ? 'border-blue-900 bg-blue-900 text-white' : 'border-slate-500 text-blue-900 hover:bg-slate-100'}`}
            >
              {monthName.format(UTC(`${m}-01`))}
            </button>
          ))}
        </div>
        {shown.isPending && centerId ? <Loading label={text('calendar.loading')} /> : null}
        {shown.isError ? <LoadFailed onRetry={() => void shown.refetch()} retrying={shown.isFetching} /> : null}
        {days ? (
          <div className="max-w-md">
            <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-sm font-semibold text-slate-700">
              {[1, 2, 3, 4, 5, 6, 0].map((weekday) => <span key={weekday}>{text(`calendar.weekday.${weekday}`)}</span>)}
            </div>
            <div className="mt-1 grid grid-cols-7 gap-1">
              {weeks.flat().map((day, index) => {
                if (!day) return <span key={`pad-${index}`} />;
                const state = dayState(days, day);
                const bookable = state.kind === 'open' || day === chosenDate;
                const radioId = day === anchor ? idOf('reservationDate') : `reservation-day-${day}`;
                return (
                  <label
                    key={day}
                    htmlFor={radioId}
                    title={state.kind === 'closed' ? state.note ?? undefined : undefined}
                    className={`relative flex h-11 items-center justify-center rounded border text-base has-[:checked]:border-blue-900 has-[:checked]:bg-blue-900 has-[:checked]:text-white has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400 ${bookable ? 'cursor-pointer border-slate-500 bg-white text-slate-900 hover:bg-blue-50' : 'border-slate-200 bg-slate-100 text-slate-400 line-through'}`}
                  >
                    <input
                      id={radioId}
                      type="radio"
                      value={day}
                      disabled={!bookable}
                      {...date}
                      onChange={(event) => {
                        void date.onChange(event);
                        form.setValue('reservationTime', '');
                      }}
                      className="sr-only"
                    />
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">{says(day, state)}</span>
                  </label>
                );
              })}
            </div>
            <p className="mt-2 text-sm text-slate-600">{text('calendar.key')}</p>
          </div>
        ) : null}
      </fieldset>
      {chosenDate ? (
        <fieldset className={`mb-6 ${timeError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={timeError ? `${idOf('reservationTime')}-error` : undefined}>
          <legend className="mb-1 text-lg font-semibold text-slate-900">{text('calendar.timeLegend', { day: dayName.format(UTC(chosenDate)) })}</legend>
          {timeError ? <p id={`${idOf('reservationTime')}-error`} className="mb-2 font-semibold text-red-800">{timeError}</p> : null}
          {chosenDay?.note && chosenDay.open ? <p className="mb-2 border-l-4 border-amber-600 bg-amber-50 p-2 text-sm text-amber-950">{chosenDay.note}</p> : null}
          {ofChosen.isPending ? <Loading label={text('calendar.loading')} /> : null}
          {ofChosen.data && !slots.length ? <p className="text-slate-800">{text('calendar.noTimes')}</p> : null}
          <div className="flex flex-wrap gap-3">
            {slots.map((slot) => {
              const slotId = slot === firstSlot ? idOf('reservationTime') : `reservation-time-${slot.time}`;
              const full = slot.remaining <= 0;
              return (
                <div key={slot.time} className="flex items-center gap-2">
                  <input id={slotId} type="radio" value={slot.time} disabled={full && slot.time !== chosenTime} {...time} className="h-6 w-6 accent-blue-900" />
                  <label htmlFor={slotId} className={full ? 'text-slate-500' : 'text-slate-900'}>
                    {full ? text('calendar.slotFull', { time: slot.time }) : text('calendar.slot', { time: slot.time, count: slot.remaining })}
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

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLanguage, htmlLang } from '../../../ui/language';
import { Loading, LoadFailed } from '../../../ui/query-states';
// The pure month layout the self-delivery calendar uses (domain dates only, no flow code).
import { dayState, monthWeeks, openMonths, startMonth, type DayState } from '../../apply/delivery/calendar-model';
import { calendarQuery } from '../api/public';

// A center's open days and times: the open months as buttons, the month as a grid of radio buttons whose accessible
// names say why a day is closed (holiday, weekend, too soon) or full, then the chosen day's times with the places
// left; a full time is shown and cannot be chosen.

const UTC = (date: string) => new Date(`${date}T00:00:00Z`);
const formatOf = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(htmlLang[getLanguage()], { ...options, timeZone: 'UTC' });

export interface SlotPickerProps {
  centerId: string;
  today: string;
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  idOf: (field: string) => string;
  dateError?: string;
  timeError?: string;
}

export function SlotPicker({ centerId, today, date, time, onChange, idOf, dateError, timeError }: SlotPickerProps) {
  const { t } = useTranslation();
  const months = openMonths(today);
  const [month, setMonth] = useState(() => startMonth(today, date || undefined));
  const shown = useQuery({ ...calendarQuery(centerId, month), enabled: Boolean(centerId) });
  const ofChosen = useQuery({ ...calendarQuery(centerId, date ? date.slice(0, 7) : month), enabled: Boolean(centerId && date) });
  const monthName = formatOf({ year: 'numeric', month: 'long' });
  const dayName = formatOf({ month: 'long', day: 'numeric', weekday: 'long' });
  const days = shown.data?.days;
  const weeks = monthWeeks(month);
  const cells = weeks.flat().filter((d): d is string => d !== null);
  const anchor = cells.find((d) => d === date) ?? cells.find((d) => dayState(days, d).kind === 'open');
  const chosenDay = ofChosen.data?.days.find((d) => d.date === date);
  const slots = chosenDay?.open || chosenDay?.slots.length ? chosenDay.slots : [];
  const firstSlot = slots.find((s) => s.remaining > 0 || s.time === time);

  const says = (day: string, state: DayState): string => {
    const name = dayName.format(UTC(day));
    switch (state.kind) {
      case 'open': return t('public.calendar.open', { day: name, count: state.places });
      case 'full': return t('public.calendar.full', { day: name });
      case 'closed': return t('public.calendar.closed', { day: name, reason: state.note ?? t('public.calendar.closedNoReason') });
      default: return name;
    }
  };

  if (!centerId) return <p className="mb-6 text-slate-700">{t('public.calendar.chooseCenterFirst')}</p>;
  return (
    <>
      <fieldset className={`mb-6 ${dateError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={`${idOf('date')}-hint${dateError ? ` ${idOf('date')}-error` : ''}`}>
        <legend className="mb-1 text-lg font-semibold text-slate-900">{t('public.calendar.legend')}</legend>
        <p id={`${idOf('date')}-hint`} className="mb-2 text-sm text-slate-700">{t('public.calendar.hint')}</p>
        {dateError ? <p id={`${idOf('date')}-error`} className="mb-2 font-semibold text-red-800">{dateError}</p> : null}
        <div role="group" aria-label={t('public.calendar.months')} className="mb-3 flex flex-wrap gap-2">
          {months.map((m, index) => (
            <button
              key={m}
              id={index === 0 && !anchor ? idOf('date') : undefined}
              type="button"
              aria-pressed={m === month}
              onClick={() => setMonth(m)}
              className={`rounded border-2 px-3 py-1 focus:outline-none focus:ring-4 focus:ring-amber-400 ${m === month ? 'border-blue-900 bg-blue-900 text-white' : 'border-slate-500 text-blue-900 hover:bg-slate-100'}`}
            >
              {monthName.format(UTC(`${m}-01`))}
            </button>
          ))}
        </div>
        {shown.isPending ? <Loading label={t('public.calendar.loading')} /> : null}
        {shown.isError ? <LoadFailed onRetry={() => void shown.refetch()} retrying={shown.isFetching} /> : null}
        {days ? (
          <div className="max-w-md">
            <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-sm font-semibold text-slate-700">
              {[1, 2, 3, 4, 5, 6, 0].map((weekday) => <span key={weekday}>{t(`public.calendar.weekday.${weekday}`)}</span>)}
            </div>
            <div className="mt-1 grid grid-cols-7 gap-1">
              {weeks.flat().map((day, index) => {
                if (!day) return <span key={`pad-${index}`} />;
                const state = dayState(days, day);
                const bookable = state.kind === 'open' || day === date;
                const radioId = day === anchor ? idOf('date') : `public-day-${day}`;
                return (
                  <label
                    key={day}
                    htmlFor={radioId}
                    title={state.kind === 'closed' ? state.note ?? undefined : undefined}
                    className={`relative flex h-11 items-center justify-center rounded border text-base has-[:checked]:border-blue-900 has-[:checked]:bg-blue-900 has-[:checked]:text-white has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400 ${bookable ? 'cursor-pointer border-slate-500 bg-white text-slate-900 hover:bg-blue-50' : 'border-slate-200 bg-slate-100 text-slate-500 line-through'}`}
                  >
                    <input
                      id={radioId}
                      type="radio"
                      name={idOf('date')}
                      value={day}
                      checked={day === date}
                      disabled={!bookable}
                      onChange={() => onChange(day, '')}
                      className="sr-only"
                    />
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">{says(day, state)}</span>
                  </label>
                );
              })}
            </div>
            <p className="mt-2 text-sm text-slate-600">{t('public.calendar.key')}</p>
          </div>
        ) : null}
      </fieldset>
      {date ? (
        <fieldset className={`mb-6 ${timeError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={timeError ? `${idOf('time')}-error` : undefined}>
          <legend className="mb-1 text-lg font-semibold text-slate-900">{t('public.calendar.timeLegend', { day: dayName.format(UTC(date)) })}</legend>
          {timeError ? <p id={`${idOf('time')}-error`} className="mb-2 font-semibold text-red-800">{timeError}</p> : null}
          {chosenDay?.note && chosenDay.open ? <p className="mb-2 border-l-4 border-amber-600 bg-amber-50 p-2 text-sm text-amber-950">{chosenDay.note}</p> : null}
          {ofChosen.isPending ? <Loading label={t('public.calendar.loading')} /> : null}
          <div className="flex flex-wrap gap-3">
            {slots.map((slot) => {
              const slotId = slot === firstSlot ? idOf('time') : `public-time-${slot.time}`;
              const full = slot.remaining <= 0;
              return (
                <div key={slot.time} className="flex items-center gap-2">
                  <input
                    id={slotId}
                    type="radio"
                    name={idOf('time')}
                    value={slot.time}
                    checked={slot.time === time}
                    disabled={full}
                    onChange={() => onChange(date, slot.time)}
                    className="h-6 w-6 accent-blue-900"
                  />
                  <label htmlFor={slotId} className={full ? 'text-slate-600' : 'text-slate-900'}>
                    {full ? t('public.calendar.slotFull', { time: slot.time }) : t('public.calendar.slot', { time: slot.time, count: slot.remaining })}
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

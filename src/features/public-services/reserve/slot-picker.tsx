import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openMonths } from '../../../ui/calendar/calendar-model';
import { useShownMonth } from '../../../ui/calendar/use-start-month';
import { SlotCalendar } from '../../../ui/calendar/slot-calendar';
import { calendarQuery } from '../api/public';

// A center's open days and times for a booking, held by the page's own state; a full time is shown and cannot be
// chosen.

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

const useCenterCalendar = (centerId: string, month: string) => useQuery({ ...calendarQuery(centerId, month), enabled: Boolean(centerId) });

export function SlotPicker({ centerId, today, date, time, onChange, idOf, dateError, timeError }: SlotPickerProps) {
  const { t } = useTranslation();
  const { month, pick, shown } = useShownMonth(today, date || undefined, useCenterCalendar, centerId);
  const ofChosen = useQuery({ ...calendarQuery(centerId, date ? date.slice(0, 7) : month), enabled: Boolean(centerId && date) });
  const chosenDay = ofChosen.data?.days.find((d) => d.date === date);

  if (!centerId) return <p className="mb-6 text-slate-700">{t('public.calendar.chooseCenterFirst')}</p>;
  return (
    <SlotCalendar
      text={(key, options) => t(`public.calendar.${key}`, options)}
      months={openMonths(today)}
      month={month}
      onMonth={pick}
      shown={shown}
      shownLoading={shown.isPending}
      ofChosen={ofChosen}
      date={date}
      time={time}
      slots={chosenDay?.open || chosenDay?.slots.length ? chosenDay.slots : []}
      dateId={idOf('date')}
      timeId={idOf('time')}
      dayIdPrefix="public-day"
      timeIdPrefix="public-time"
      dateError={dateError}
      timeError={timeError}
      dayInput={(day) => ({ name: idOf('date'), checked: day === date, onChange: () => onChange(day, '') })}
      timeInput={(slot) => ({ name: idOf('time'), checked: slot.time === time, disabled: slot.remaining <= 0, onChange: () => onChange(date, slot.time) })}
    />
  );
}

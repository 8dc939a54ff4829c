import { useWatch, type UseFormReturn } from 'react-hook-form';
import { openMonths } from '../../../ui/calendar/calendar-model';
import { useShownMonth } from '../../../ui/calendar/use-start-month';
import { SlotCalendar } from '../../../ui/calendar/slot-calendar';
import { fieldError } from '../../../ui/form/text-field';
import { useReservationCalendar } from './api';
import type { DeliveryValues } from './delivery-values';
import { useDeliveryText } from './strings';

// The hand-in day and time at the center, as radios of the delivery form: choosing another day clears the time;
// a time chosen before it filled up stays chosen.
export function ReservationCalendar({ form, centerId, today, idOf }: {
  form: UseFormReturn<DeliveryValues>; centerId: string | null; today: string; idOf: (field: string) => string;
}) {
  const text = useDeliveryText();
  const [chosenDate, chosenTime] = useWatch({ control: form.control, name: ['reservationDate', 'reservationTime'] });
  const { month, pick, shown } = useShownMonth(today, chosenDate || undefined, useReservationCalendar, centerId);
  const ofChosen = useReservationCalendar(centerId, chosenDate ? chosenDate.slice(0, 7) : month);
  const date = form.register('reservationDate');
  const time = form.register('reservationTime');
  const chosenDay = ofChosen.data?.days.find((d) => d.date === chosenDate);

  return (
    <SlotCalendar
      text={(key, options) => text(`calendar.${key}`, options)}
      months={openMonths(today)}
      month={month}
      onMonth={pick}
      shown={shown}
      shownLoading={shown.isPending && centerId !== null}
      ofChosen={ofChosen}
      date={chosenDate}
      time={chosenTime}
      slots={chosenDay?.open ? chosenDay.slots : []}
      noTimes={text('calendar.noTimes')}
      dateId={idOf('reservationDate')}
      timeId={idOf('reservationTime')}
      dayIdPrefix="reservation-day"
      timeIdPrefix="reservation-time"
      dateError={fieldError(form, 'reservationDate')}
      timeError={fieldError(form, 'reservationTime')}
      dayInput={() => ({
        ...date,
        onChange: (event) => {
          void date.onChange(event);
          form.setValue('reservationTime', '');
        },
      })}
      timeInput={(slot) => ({ ...time, disabled: slot.remaining <= 0 && slot.time !== chosenTime })}
    />
  );
}

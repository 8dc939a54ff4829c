import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppointments, type AppointmentDay } from '../api/orders';
import { refusalText } from '../api/staff-api';
import { chinaToday, shiftDay } from '../parts/china-date';
import { LoadFailed } from '../parts/load-failed';
import { ScrollFrame } from '../parts/scroll-frame';
import { useStaffText } from '../strings';

// The day's reservations by slot, today first; the previous and next day a click away.
export function AppointmentsToday() {
  const { text } = useStaffText();
  const today = chinaToday();
  const [date, setDate] = useState(today);
  const day = useAppointments(date);
  const dayButton = 'rounded border-2 border-slate-700 bg-white px-3 py-1 text-sm font-medium hover:bg-slate-100';
  return (
    <section aria-labelledby="appointments-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="appointments-title" className="text-xl font-semibold text-blue-950">
          {date === today ? text('home.appointmentsToday', { date }) : text('home.appointmentsOn', { date })}
        </h2>
        <div className="flex gap-2">
          <button type="button" className={dayButton} onClick={() => setDate(shiftDay(date, -1))}>{text('home.previousDay')}</button>
          {date !== today ? <button type="button" className={dayButton} onClick={() => setDate(today)}>{text('home.today')}</button> : null}
          <button type="button" className={dayButton} onClick={() => setDate(shiftDay(date, 1))}>{text('home.nextDay')}</button>
        </div>
      </div>
      {day.isPending ? <p role="status" className="py-4 text-slate-700">{text('loading')}</p> : null}
      {day.isError ? <LoadFailed message={refusalText(day.error)} onRetry={() => void day.refetch()} /> : null}
      {day.data ? <Hours day={day.data} /> : null}
    </section>
  );
}

function Hours({ day }: { day: AppointmentDay }) {
  const { text } = useStaffText();
  const booked = day.hours.filter((hour) => hour.reservations.length > 0);
  if (booked.length === 0) return <p className="py-4 text-slate-700">{text('home.noAppointments')}</p>;
  return (
    <div className="mt-3"><ScrollFrame label={text('home.appointmentsCaption', { date: day.date })}>
      <table className="w-full text-left">
        <caption className="sr-only">{text('home.appointmentsCaption', { date: day.date })}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">{text('home.time')}</th>
            <th scope="col" className="px-3 py-2">{text('home.people')}</th>
            <th scope="col" className="px-3 py-2">{text('home.reservations')}</th>
          </tr>
        </thead>
        <tbody>
          {booked.map((hour) => (
            <tr key={hour.time} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-2 font-semibold tabular-nums">{hour.time}</th>
              <td className="px-3 py-2 tabular-nums">{hour.people}</td>
              <td className="px-3 py-2">
                <ul className="space-y-1">
                  {hour.reservations.map((reservation) => (
                    <li key={reservation.id}>
                      <span className="font-medium">{reservation.name}</span>
                      <span className="text-slate-700"> · {text(`appointment.${reservation.purpose ?? reservation.kind}`)} · {text('home.peopleCount', { count: reservation.people })} · {reservation.reservationNo}</span>
                      {reservation.orderId && reservation.orderNo ? (
                        <> · <Link to={`/staff/orders/${encodeURIComponent(reservation.orderId)}`} className="text-blue-900 underline underline-offset-2">{reservation.orderNo}</Link></>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame></div>
  );
}

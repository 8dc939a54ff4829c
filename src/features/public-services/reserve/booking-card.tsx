import { useTranslation } from 'react-i18next';
import { getLanguage, htmlLang } from '../../../lib/language';
import { QrImage } from '../../../ui/qr-image';
import type { Reservation } from '../api/public';

export const dayName = (date: string) =>
  new Intl.DateTimeFormat(htmlLang[getLanguage()], { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** What the counter checks at the visit: the reference, as text and as a QR code, with the day, time and center. */
export function BookingCard({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('public.booking.reference'), reservation.reservationNo],
    [t('public.booking.center'), reservation.centerName ?? ''],
    [t('public.booking.when'), `${dayName(reservation.date)} ${reservation.time}`],
    [t('public.booking.purpose'), reservation.purpose ? t(`public.purpose.${reservation.purpose}`) : ''],
    [t('public.booking.people'), String(reservation.people)],
    [t('public.booking.name'), reservation.name],
  ];
  return (
    <div className="mb-6 flex flex-col gap-6 rounded border border-slate-300 bg-white p-4 sm:flex-row">
      <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <QrImage content={`RESERVATION:${reservation.reservationNo}`} alt={t('public.booking.qrAlt', { reference: reservation.reservationNo })} drawing={t('common.loading')} size={160} />
    </div>
  );
}

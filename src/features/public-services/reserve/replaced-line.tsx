import { useTranslation } from 'react-i18next';
import type { ReplacedReservation } from '../api/public';
import { dayName } from './booking-card';

/** One sentence naming a booking that a new one cancels (before) or cancelled (after): center, day, time, reference. */
export function ReplacedLine({ textKey, replaced }: { textKey: 'public.booking.replaces' | 'public.booking.replaced'; replaced: ReplacedReservation }) {
  const { t } = useTranslation();
  return <>{t(textKey, { center: replaced.centerName, when: `${dayName(replaced.date)} ${replaced.time}`, reference: replaced.reservationNo })}</>;
}

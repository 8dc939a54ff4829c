import { chinaDateTime } from '../domain/china-time';

// Moments are shown on China's wall clock whatever the visitor's clock says (src/domain/china-time.ts), so that an
// article published just after midnight in Beijing never shows the previous day. What is not a time shows as ''.
function shown(iso: string, part: (dateTime: string) => string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : part(chinaDateTime(date));
}

/** YYYY-MM-DD. */
export const formatDay = (iso: string): string => shown(iso, (dateTime) => dateTime.slice(0, 10));

/** With the time of day (an order's creation, a payment, a status change): YYYY-MM-DD HH:mm. */
export const formatDateTime = (iso: string): string => shown(iso, (dateTime) => dateTime);

/**
 * Only the clock time, HH:mm, for a deadline later the same day (a payment QR code's expiry): a time of day cannot
 * be misread as minutes left, as a ticking m:ss can.
 */
export const formatClockTime = (iso: string): string => shown(iso, (dateTime) => dateTime.slice(11));

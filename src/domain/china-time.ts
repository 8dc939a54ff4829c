// China keeps UTC+8 all year, without daylight saving. The visa center counts its days there, users read moments
// there, and the payment providers and the courier write their times there: this is the one place that knows the
// offset, for the server and the browser alike (the browser's own zone is never asked).

/** The zone's name, for Intl where a time is shown in the reader's own words ("2:05 PM"). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
/** The offset as ISO 8601 and RFC 3339 write it after a wall-clock time. */
export const CHINA_UTC_OFFSET = '+08:00';
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** China's wall clock at an instant, to the second: '2025-03-01T14:05:09' (ISO 8601 without the offset). */
export const chinaClock = (instant: Date): string => new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19);

/** '2025-03-01 14:05', China's wall clock as messages and printed forms show a moment (DATE_FORMAT). */
export const chinaDateTime = (instant: Date): string => chinaClock(instant).slice(0, 16).replace('T', ' ');

/**
 * The instant a China wall-clock time names: '2025-03-01 14:05:09' (Alipay, the courier), '2025-03-01T14:05:09', or
 * a date alone for its midnight.
 */
export function fromChinaClock(text: string): Date {
  const time = /[T ]/.test(text) ? text.replace(' ', 'T') : `${text}T00:00:00`;
  return new Date(`${time}${CHINA_UTC_OFFSET}`);
}

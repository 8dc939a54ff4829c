// Dates are shown as YYYY-MM-DD in China's time zone whatever the visitor's clock says, so that an
// article published just after midnight in Beijing never shows the previous day.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

// With the time of day (an order's creation, a payment, a status change): YYYY-MM-DD HH:mm, Beijing time.
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date).replace(',', '');
}

// Only the clock time, HH:mm in Beijing, for a deadline later the same day (a payment QR code's expiry): a
// time of day cannot be misread as minutes left, as a ticking m:ss can.
const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function formatClockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clockFormat.format(date);
}

import { CHINA_TIME_ZONE } from '../../../domain/china-time';
/** Today's date at the center (China time), as YYYY-MM-DD: the day the appointments list opens on. */
export function chinaToday(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CHINA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A day later or earlier, for the appointments' previous and next day. */
export function shiftDay(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A moment as the center reads it: China time, minutes. */
export function chinaDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    timeZone: CHINA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
  }).format(new Date(iso));
}

export function money(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : language, { style: 'currency', currency }).format(amount);
}

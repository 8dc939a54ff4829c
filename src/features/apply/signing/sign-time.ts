import { CHINA_TIME_ZONE } from '../../../domain/china-time';

/** When a signing link expires, in China's time and the reader's language (the QR screen and the phone page). */
export const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', timeZone: CHINA_TIME_ZONE });

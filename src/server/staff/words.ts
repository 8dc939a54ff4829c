import type { Words } from '../http/handlers/input.ts';
import { serverMessages } from '../http/messages.ts';
import { staffMessages } from './messages.ts';

/** The staff calls' own words for their schemas' message keys, then the server's. */
export const staffWords: Words = (key, language) =>
  (staffMessages as Record<string, { zh: string; en: string; ko: string } | undefined>)[key]?.[language]
  ?? (serverMessages as Record<string, { zh: string; en: string; ko: string } | undefined>)[key]?.[language];

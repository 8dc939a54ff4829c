import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { basic, outboxCode, uniqueMobile } from './account-support';

// The appointment journeys' look at the real server: China's date and the open days come from the calendar call the
// page makes, so the journeys pick their days the way a person does, on whatever day they run.

export interface CalendarDay { date: string; open: boolean; slots: { time: string; remaining: number }[]; note: string | null }

/** China's date now ("today" of the reservation rules), by the same arithmetic as the server. */
export const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export function windowMonths(today = chinaToday()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return [0, 1, 2].map((i) => {
    const at = new Date(Date.UTC(year, month - 1 + i, 1));
    return at.toISOString().slice(0, 7);
  });
}

export async function calendarDays(request: APIRequestContext, centerId: string, language = 'zh'): Promise<CalendarDay[]> {
  const days: CalendarDay[] = [];
  for (const month of windowMonths()) {
    const response = await request.get(`/api-vois/reservation?centerId=${centerId}&month=${month}`, { headers: { authorization: basic, 'accept-language': language } });
    const body = await response.json();
    expect(body.code, body.msg).toBe(0);
    days.push(...(body.data.days as CalendarDay[]));
  }
  return days;
}

/** A booking made through the API by somebody else (a captcha, an SMS code from the outbox, then the booking). */
export async function bookThroughApi(request: APIRequestContext, { mobile = uniqueMobile(), ...body }: { centerId: string; date: string; time: string; people: number; mobile?: string }) {
  const deviceId = `e2e-${randomUUID()}`;
  await request.get(`/api-uaa/validata/code/${deviceId}`, { headers: { authorization: basic } });
  const captchaCode = await outboxCode(request, deviceId, 'captcha');
  const sent = await (await request.get(`/api-uaa/validata/smscode/${mobile}?purpose=reservation&deviceId=${deviceId}&captchaCode=${captchaCode}`, { headers: { authorization: basic } })).json();
  expect(sent.code, sent.msg).toBe(0);
  const smsCode = await outboxCode(request, mobile, 'sms', 'reservation');
  const response = await request.post('/api-vois/reservation/apply', {
    headers: { authorization: basic, 'accept-language': 'zh' },
    data: { ...body, kind: 'offline', purpose: 'enquiry', idNumber: 'E99999999', name: '赵六', mobile, smsCode },
  });
  return (await response.json()) as { code: number; msg: string; data: { reservationNo: string; centerName: string } };
}

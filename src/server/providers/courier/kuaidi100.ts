// Kuaidi100's real-time query API (实时快递查询接口, poll.kuaidi100.com/poll/query.do), as published: a form POST of
// `customer`, `param` (JSON: com, num, phone …) and `sign`, the uppercase hex MD5 of param + key + customer. Its
// answer names each event in Chinese; the portal shows it as the courier wrote it, in every language.
import { createHash } from 'node:crypto';
import { fromChinaClock } from '../../../domain/china-time.ts';
import type { Language } from '../../../domain/constants.ts';
import { pick } from '../../http/language.ts';
import { table } from '../../../domain/localized.ts';
import type { Kuaidi100Settings } from './config.ts';
import type { RouteStatus } from '../../courier/route-plan.ts';
import { TrackingUnavailable, type CourierTracker } from './tracker.ts';
import { maskPersonalData } from '../../log-masking.ts';
import { lineLogger } from '../../logging/logger.ts';

export const kuaidi100Sign = (param: string, key: string, customer: string) =>
  createHash('md5').update(param + key + customer, 'utf8').digest('hex').toUpperCase();

/** Kuaidi100's company codes of the couriers a visa center would use, named for people. */
const companyNames: Record<string, ReturnType<typeof table>[string]> = table({
  shunfeng: ['顺丰速运', 'SF Express', 'SF 익스프레스'],
  ems: ['中国邮政EMS', 'China Post EMS', '중국우정 EMS'],
  jd: ['京东物流', 'JD Logistics', '징둥 물류'],
  yuantong: ['圆通速递', 'YTO Express', 'YTO 익스프레스'],
  zhongtong: ['中通快递', 'ZTO Express', 'ZTO 익스프레스'],
  yunda: ['韵达快递', 'Yunda Express', '윈다 택배'],
});

/** `state` of the answer: 3 signed, 5 out for delivery; 2 (difficult), 4 (refused), 6 (returned), 14 (rejected) problems. */
function statusOf(state: string | undefined): RouteStatus {
  const base = Number.parseInt(state ?? '', 10);
  // resultv2 adds sub-states in the hundreds (e.g. 501 派件中): their first digit is the main state.
  const main = base >= 100 ? Math.floor(base / 100) : base;
  if (main === 3) return 'signed';
  if (main === 5) return 'delivering';
  if ([2, 4, 6, 14].includes(main)) return 'problem';
  return 'inTransit';
}

/** "2026-11-25 10:00:00" is Beijing time. */
const isoOf = (time: string) => fromChinaClock(time.trim()).toISOString();

interface Answer {
  message?: string;
  result?: boolean;
  returnCode?: string;
  state?: string;
  data?: { time?: string; ftime?: string; context?: string; location?: string; areaName?: string }[];
}

export function kuaidi100Tracker(settings: Kuaidi100Settings, options: { timeoutMs?: number; log?: (line: string) => void } = {}): CourierTracker {
  const log = options.log ?? lineLogger('warn');
  return {
    mode: 'kuaidi100',
    async route(waybill, _now, language: Language) {
      const param = JSON.stringify({ com: waybill.company, num: waybill.expressNo, ...(waybill.phone ? { phone: waybill.phone } : {}), resultv2: '1', order: 'desc' });
      const body = new URLSearchParams({ customer: settings.customer, sign: kuaidi100Sign(param, settings.key, settings.customer), param });
      let answer: Answer;
      try {
        const response = await fetch(settings.endpoint, {
          method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        answer = (await response.json()) as Answer;
      } catch (error) {
        log(JSON.stringify({ event: 'courier.track.failed', provider: 'kuaidi100', reason: maskPersonalData(String(error)) }));
        throw new TrackingUnavailable('kuaidi100 unreachable');
      }
      const company = companyNames[waybill.company] ? pick(companyNames[waybill.company]!, language) : waybill.company;
      // 500: 查询无结果 — the courier has no event for the number yet; that is "none so far", not a failure.
      if (answer.result === false && answer.returnCode === '500') return { company, status: 'none', traces: [] };
      if (answer.message !== 'ok' || !Array.isArray(answer.data)) {
        log(JSON.stringify({ event: 'courier.track.failed', provider: 'kuaidi100', returnCode: answer.returnCode ?? null, message: answer.message === undefined ? null : maskPersonalData(String(answer.message)) }));
        throw new TrackingUnavailable(`kuaidi100 ${answer.returnCode ?? ''} ${answer.message ?? ''}`);
      }
      const traces = answer.data.filter((event) => event.context && (event.ftime || event.time)).map((event) => ({
        time: isoOf((event.ftime || event.time)!),
        location: event.location || event.areaName || '',
        description: event.context!,
      })).sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
      return { company, status: statusOf(answer.state), traces };
    },
  };
}

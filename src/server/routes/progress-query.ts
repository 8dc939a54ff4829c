import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import type { Localized } from '../http/language.ts';
import { findApplications, progressResults } from '../progress/query.ts';
import { readProgressToken, signProgressToken } from '../progress/token.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit, requireCaptcha } from '../http/handlers/checks.ts';
import { now } from '../http/handlers/clock.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';

// The anonymous progress query (issue 16 item 2). Every try takes a hit of the client's hourly limit before anything
// is checked, and a wrong number and a wrong name answer the same words, so the query cannot tell whether an
// application number or a passport number exists. A try that found its application gives its hit back (issue 38
// item 10): only lookups that found nothing are held against an address, which an agency's office shares.

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });
export const progressMessages = {
  notFound: m(
    '未查询到相关申请，请核对申请编号或护照号码及姓名',
    'No application matches this number and name: check both and try again',
    '일치하는 신청이 없습니다. 신청 번호 또는 여권 번호와 이름을 확인해 주세요',
  ),
  expired: m('查询结果已过期，请重新查询', 'These results have expired: please query again', '조회 결과가 만료되었습니다. 다시 조회해 주세요'),
};

export const progressQueryHandlers: OperationHandlers = {
  async startProgressQuery(c) {
    const bucket = `progress:ip:${clientAddress(c)}`;
    const hit = await limit(c, bucket, c.get('accounts').policy.progressFailuresPerIpPerHour, 3600);
    const body = checkedBody(c, 'startProgressQuery');
    await requireCaptcha(c, body.deviceId, body.captchaCode);
    const ids = await findApplications(c.get('db'), body.number, body.name);
    if (!ids.length) return refuse(400, progressMessages.notFound, { fields: {}, reason: 'notFound' });
    await c.get('accounts').rateLimiter.giveBack(bucket, hit);
    const { token, expiresAt } = signProgressToken(c.get('config').tokenSecret, ids, now(c));
    return ok(c, 'startProgressQuery', { token, expiresAt: expiresAt.toISOString() });
  },

  async getProgressQueryResult(c) {
    const ids = readProgressToken(c.get('config').tokenSecret, c.req.query('token') ?? '', now(c));
    if (!ids) return refuse(400, progressMessages.expired, { fields: {}, reason: 'expired' });
    return ok(c, 'getProgressQueryResult', await progressResults(c.get('db'), ids, c.get('language')));
  },
};

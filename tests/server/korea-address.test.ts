import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreaAddresses } from '../../src/server/db/seed/data/korea-addresses.ts';
import { koreaPlaceNames } from '../../src/server/db/seed/data/korea-place-names.ts';
import { matchesKeyword, sandboxKoreaAddress } from '../../src/server/providers/korea-address.ts';
import { createKoreaAddressHandlers } from '../../src/server/routes/korea-address.ts';
import { databaseKinds } from '../support/database.ts';
import { loginToken, manualClock, register } from './account-support.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import type { AccountServer } from './account-support.ts';

interface Address { zipCode: string; roadAddress: string; jibunAddress: string; addressEn: string }
interface AddressPage { records: Address[]; total: number; page: number; size: number }

const PATH = '/api/korea/address/search';

describe.each(databaseKinds())('Korea address search on %s', (kind) => {
  let server: AccountServer;
  let auth: string;
  const provider = sandboxKoreaAddress();
  beforeAll(async () => {
    const clock = manualClock();
    const started = await startTestServer(kind, {
      now: clock.now,
      config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000 },
      handlers: createKoreaAddressHandlers({ provider }),
    });
    server = Object.assign(started, { clock });
    await register(server, '13900000031', 'korea01');
    auth = await loginToken(server, '13900000031', 'korea01');
  });
  afterAll(() => server?.close());

  const search = (body: unknown, query = '', language = 'zh') => server.call('POST', `${PATH}${query}`, { auth, body, language });
  const found = async (keyword: string, query = '') => {
    const { body } = await search({ keyword }, query);
    expect(body.code).toBe(0);
    return body.data as AddressPage;
  };

  it('finds Lotte Hotel Seoul by its English name, in any case, with its postcode and both Korean forms', async () => {
    const page = await found('lotte hotel SEOUL');
    const lotte = page.records.find((record) => record.addressEn.startsWith('Lotte Hotel Seoul'));
    expect(lotte).toEqual({
      zipCode: '04533',
      roadAddress: '서울특별시 중구 을지로 30 (소공동, 롯데호텔 서울)',
      jibunAddress: '서울특별시 중구 소공동 1',
      addressEn: 'Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul',
    });
  });

  it('finds by Korean, by road and number in either order, and by the Chinese name', async () => {
    expect((await found('롯데호텔')).records.map((record) => record.zipCode)).toContain('04533');
    expect((await found('을지로 30')).records[0]?.addressEn).toMatch(/^Lotte Hotel Seoul/);
    expect((await found('Eulji-ro 30')).records[0]?.addressEn).toMatch(/^Lotte Hotel Seoul/);
    expect((await found('济州新罗')).records.map((record) => record.addressEn)).toEqual(['The Shilla Jeju, 75 Jungmungwangwang-ro 72beon-gil, Seogwipo-si, Jeju-do']);
  });

  it('finds a place by its name in Chinese, Hangul or any romanisation: 明洞 = Myeongdong = myeong-dong = 명동, Lotte = 乐天', async () => {
    const names = async (keyword: string) => (await found(keyword, '?size=50')).records.map((record) => record.addressEn).sort();
    const myeongdong = await names('明洞');
    expect(myeongdong.length).toBeGreaterThan(0);
    expect(myeongdong).toContain('Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul');
    for (const keyword of ['Myeongdong', 'myeong-dong', '명동', 'MYEONG DONG', 'Myŏngdong', 'Myungdong', 'Ｍｙｅｏｎｇｄｏｎｇ']) expect(await names(keyword), keyword).toEqual(myeongdong);
    const lotte = await names('Lotte');
    expect(lotte).toHaveLength(5);
    expect(lotte).toContain('Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul');
    for (const keyword of ['乐天', '樂天', '롯데', 'LOTTE']) expect(await names(keyword), keyword).toEqual(lotte);
    // Older spellings of cities and roads find what the Revised Romanization finds.
    expect(await names('Pusan')).toEqual(await names('Busan'));
    expect(await names('Cheju')).toEqual(await names('济州'));
    expect(await names('Ulchiro')).toEqual(await names('을지로'));
    expect(await names('首爾')).toEqual(await names('Seoul'));
    expect(await names('乐天 Myeongdong')).toEqual(['Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul']);
    // A dong only the Korean address names, by its romanisation.
    expect(await names('Yegwan-dong')).toEqual(['Jung-gu Office, 17 Changgyeonggung-ro, Jung-gu, Seoul']);
  });

  it('pages as the contract says: total over all pages, 1-based page, the size asked for', async () => {
    const total = koreaAddresses.filter((entry) => matchesKeyword(entry, 'Seoul')).length;
    expect(total).toBeGreaterThan(5);
    const first = await found('Seoul', '?page=1&size=5');
    const second = await found('Seoul', '?page=2&size=5');
    expect(first).toMatchObject({ total, page: 1, size: 5 });
    expect(first.records).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.records[0]).not.toEqual(first.records[0]);
    const beyond = await found('Seoul', '?page=99&size=5');
    expect(beyond).toMatchObject({ records: [], total, page: 99 });
    expect((await found('Seoul')).size).toBe(10);
  });

  it('answers an empty page for an address it does not know (the person types it)', async () => {
    expect(await found('Nowhere Street 999')).toMatchObject({ records: [], total: 0, page: 1 });
  });

  it('refuses a keyword under 2 characters, a missing one and a body that is not JSON with code 400 on the field', async () => {
    for (const body of [{ keyword: 'a' }, { keyword: '  x  ' }, {}, { keyword: 42 }]) {
      const answer = await search(body, '', 'en');
      expect(answer.body.code).toBe(400);
      expect(answer.body.msg).toBe('Please type at least 2 characters of the address or hotel name');
      expect(answer.body.data).toEqual({ fields: { keyword: answer.body.msg } });
    }
    const tooLong = await search({ keyword: 'x'.repeat(101) });
    expect(tooLong.body.code).toBe(400);
    const response = await fetch(server.baseUrl + PATH, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: '{not json' });
    expect(((await response.json()) as { code: number }).code).toBe(400);
  });

  it('answers the sandbox service failure ("fail") as code 500 asking to type the address, in zh, en and ko', async () => {
    const texts = [];
    for (const language of ['zh', 'en', 'ko']) {
      const { body } = await search({ keyword: 'FAIL' }, '', language);
      expect(body.code).toBe(500);
      expect(body.data).toBeNull();
      texts.push(body.msg);
    }
    expect(texts).toEqual(['地址服务暂时无响应，请直接填写地址', 'The address service is not responding. Please type the address yourself', '주소 서비스가 응답하지 않습니다. 주소를 직접 입력해 주세요']);
    expect(provider.searches()).toContain('FAIL');
  });

  it('is for signed-in users only', async () => {
    const { body } = await server.call('POST', PATH, { auth: null, body: { keyword: 'Lotte' } });
    expect(body.code).toBe(401);
  });
});

describe('the seeded address list', () => {
  it('has about 40 entries, each with a 5-digit postcode, a Korean road and lot address and an English one', () => {
    expect(koreaAddresses.length).toBeGreaterThanOrEqual(35);
    for (const entry of koreaAddresses) {
      expect(entry.zipCode).toMatch(/^\d{5}$/);
      expect(entry.roadAddress).toMatch(/[\uac00-\ud7a3]/);
      expect(entry.jibunAddress).toMatch(/[\uac00-\ud7a3]/);
      expect(entry.addressEn).toMatch(/^[\x20-\x7e]+$/);
    }
    for (const city of ['Seoul', 'Busan', 'Jeju', 'Incheon']) expect(koreaAddresses.some((entry) => entry.addressEn.includes(city))).toBe(true);
  });

  it('names each place in Hangul, Chinese and a romanisation; every area an address gives is one of those places', () => {
    for (const name of koreaPlaceNames) {
      expect(name.ko).toMatch(/^[\uac00-\ud7a3]+$/);
      expect(name.zh.length, name.ko).toBeGreaterThan(0);
      expect(name.en.some((form) => /^[\x20-\x7e]+$/.test(form)), name.ko).toBe(true);
    }
    const known = new Set(koreaPlaceNames.map((name) => name.ko));
    for (const entry of koreaAddresses) for (const area of entry.areas ?? []) expect(known.has(area), area).toBe(true);
  });
});

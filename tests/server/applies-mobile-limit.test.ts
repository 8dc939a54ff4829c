import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages.ts';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer, type Fields } from './applies-support.ts';

// The count of applications per mobile (spec §4 step contact) answers only for a mobile the account rules accept: the
// server checked its own looser pattern (any 1 + ten digits) with other words than the form (issue 14 item 6).

describe.each(databaseKinds())('mobile application limit on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  const limit = (mobile: string, language = 'zh') =>
    server.call('GET', `/api-apply/apply/mobile/limit?mobile=${encodeURIComponent(mobile)}`, { auth: server.alice, language });

  it('answers the count for a mainland mobile', async () => {
    const { body } = await limit('13812345678');
    expect(body).toMatchObject({ code: 0, data: { mobile: '13812345678', used: 0, allowed: true } });
  });

  it.each(['12345678901', '10012345678', '1381234567', 'abc'])('refuses %s with the form’s own words', async (mobile) => {
    const zh = await limit(mobile);
    expect(zh.body.code).toBe(400);
    expect((zh.body.data as Fields).fields).toEqual({ mobile: accountMessages.mobileInvalid.zh });
    const en = await limit(mobile, 'en');
    expect((en.body.data as Fields).fields).toEqual({ mobile: accountMessages.mobileInvalid.en });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from '../../src/server/http/handlers/input.ts';
import { refuse, refuseField } from '../../src/server/http/handlers/refusal.ts';
import { accountWords } from '../../src/server/http/handlers/words.ts';
import { databaseKinds } from '../support/database.ts';
import { basicCredential, startTestServer, type TestServer } from '../support/server.ts';

// The handler kit (decision 051): a handler throws its refusal and the app's onError answers it, in the envelope
// and the caller's language, with whatever the handler set before; only what is not a refusal is logged as a 500.

describe.each(databaseKinds())('handler kit (%s)', (kind) => {
  let server: TestServer;
  const logged: string[] = [];
  const mode = { now: 'refuse' as 'refuse' | 'field' | 'parse' | 'throw' };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      log: (message) => logged.push(message),
      handlers: {
        // A public read no cache stands in front of, taken over for the test.
        getCaptcha(c) {
          c.header('X-Set-Before', 'kept');
          if (mode.now === 'refuse') refuse(409, 'notFound', { reason: 'gone' });
          if (mode.now === 'field') refuseField(c, 'startDate', { zh: '日期不对', en: 'Not a date', ko: '날짜가 아닙니다' });
          if (mode.now === 'parse') parse(c, z.object({ mobile: z.string({ error: 'mobileInvalid' }) }), {}, { words: accountWords });
          throw new Error('boom');
        },
      },
    });
  });
  afterAll(() => server.close());

  const ask = async (language: string) => {
    const response = await fetch(`${server.baseUrl}/api-uaa/validata/code/device-1`, { headers: { authorization: basicCredential, 'accept-language': language } });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it('answers a thrown refusal in the envelope, in the language asked, keeping the headers set before, and logs nothing', async () => {
    mode.now = 'refuse';
    logged.length = 0;
    const answer = await ask('en');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 409, msg: 'No such record', data: { reason: 'gone' } });
    expect(answer.headers.get('x-set-before')).toBe('kept');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await ask('zh')).body.msg).toBe('未找到该记录');
    expect(logged).toEqual([]);
  });

  it('names the refused field with its message, the first field’s message as the answer’s', async () => {
    mode.now = 'field';
    expect((await ask('en')).body).toEqual({ code: 400, msg: 'Not a date', data: { fields: { startDate: 'Not a date' } } });
    mode.now = 'parse';
    const parsed = (await ask('en')).body;
    expect(parsed.code).toBe(400);
    expect(parsed.data.fields.mobile).toBe(parsed.msg);
    expect(parsed.msg).not.toBe('mobileInvalid');
  });

  it('answers anything else as the 500 envelope and logs it by the route’s pattern', async () => {
    mode.now = 'throw';
    logged.length = 0;
    const answer = await ask('en');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 500, msg: 'The system is busy. Please try again later.', data: null });
    expect(logged).toEqual(['GET /api-uaa/validata/code/:deviceId failed']);
  });
});

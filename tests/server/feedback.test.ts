import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';

// Feedback (spec §2, §9): 6 to 200 characters, kept per person and listed back newest first with its date.

interface Feedback { id: string; content: string; createdAt: string }

describe.each(databaseKinds())('feedback (%s)', (kind) => {
  let server: ApplyServer;

  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  const send = (content: unknown, auth = server.alice) => server.call('POST', '/api-user/feedback/user', { auth, body: { content }, language: 'en' });
  const list = async (auth = server.alice) => (await server.call('GET', '/api-user/feedback/user', { auth })).body.data as Feedback[];

  it('takes 6 and 200 characters, refuses 5 and 201 with the message in the language asked, and keeps nothing refused', async () => {
    const before = (await list()).length;
    expect((await send('12345')).body).toMatchObject({ code: 400, msg: 'Please write 6 to 200 characters', data: { fields: { content: expect.any(String) } } });
    expect((await send('字'.repeat(201))).body).toMatchObject({ code: 400 });
    expect((await send('123456')).body).toMatchObject({ code: 0, data: { content: '123456' } });
    expect((await send('字'.repeat(200))).body).toMatchObject({ code: 0 });
    expect((await list()).length).toBe(before + 2);
  });

  it('counts an emoji as one character, as the counter under the box does (issue 38 item 7)', async () => {
    expect((await send(`${'字'.repeat(199)}😀`)).body).toMatchObject({ code: 0 });
    expect((await send(`${'字'.repeat(199)}👍🏽`)).body).toMatchObject({ code: 0 });
    expect((await send(`${'字'.repeat(200)}😀`)).body).toMatchObject({ code: 400, msg: 'Please write 6 to 200 characters' });
    expect((await send('😀😀😀😀😀')).body).toMatchObject({ code: 400 });
  });

  it('lists only the person’s own feedback, newest first, each with its date', async () => {
    server.clock.advance(60);
    await send('第一条意见：预约页面很好用');
    server.clock.advance(60);
    await send('第二条意见：希望增加英文客服');
    const mine = await list();
    expect(mine.slice(0, 2).map((row) => row.content)).toEqual(['第二条意见：希望增加英文客服', '第一条意见：预约页面很好用']);
    expect(Number.isNaN(Date.parse(mine[0]!.createdAt))).toBe(false);
    expect(await list(server.bob)).toEqual([]);
    await send('bob writes this one', server.bob);
    expect((await list(server.bob)).map((row) => row.content)).toEqual(['bob writes this one']);
    expect((await list()).some((row) => row.content === 'bob writes this one')).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await server.call('GET', '/api-user/feedback/user')).body.code).toBe(401);
  });
});

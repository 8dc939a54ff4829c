import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servingOf } from '../../src/features/public-services/centers/center-serving.ts';
import type { Center, ConsularPost } from '../../src/features/public-services/api/public.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// "Which center serves my city" (issue 38 item 5, decision 085): the consular districts with no visa application
// center answer with the consulate to contact, from the server's own posts and centers, never with an empty list.

const consulateOnly: [string, string][] = [
  ['610000', 'post-xian'], ['620000', 'post-xian'], ['640000', 'post-xian'],
  ['810000', 'post-hongkong'], ['820000', 'post-hongkong'],
];

describe.each(databaseKinds())('which center serves a province, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const load = async (language: 'zh' | 'en' | 'ko') => {
    const [centers, posts] = await Promise.all([
      server.call('GET', '/api-visa/center/all', { language }),
      server.call('GET', '/api-visa/embassy/all', { language }),
    ]);
    return { centers: centers.body.data as Center[], posts: posts.body.data as ConsularPost[] };
  };

  it.each(consulateOnly)('%s has no center and names its consulate', async (province, postId) => {
    const { centers, posts } = await load('zh');
    const answer = servingOf(province, centers, posts);
    expect(answer.kind).toBe('consulateOnly');
    if (answer.kind !== 'consulateOnly') return;
    expect(answer.post.id).toBe(postId);
    expect(answer.post.name).toBe(postId === 'post-xian' ? '大韩民国驻西安总领事馆' : '大韩民国驻香港总领事馆');
    expect(answer.post.phone).not.toBe('');
  });

  it('names the consulate in English and Korean too', async () => {
    const en = await load('en');
    const ko = await load('ko');
    const nameIn = (data: typeof en, province: string) => {
      const answer = servingOf(province, data.centers, data.posts);
      return answer.kind === 'consulateOnly' ? answer.post.name : answer.kind;
    };
    expect(nameIn(en, '610000')).toBe("Consulate General of the Republic of Korea in Xi'an");
    expect(nameIn(en, '810000')).toBe('Consulate General of the Republic of Korea in Hong Kong');
    expect(nameIn(ko, '620000')).toBe('주시안 대한민국 총영사관');
    expect(nameIn(ko, '820000')).toBe('주홍콩 대한민국 총영사관');
  });

  it('a district with centers lists them, without the default center', async () => {
    const { centers, posts } = await load('zh');
    const answer = servingOf('330000', centers, posts);
    expect(answer.kind).toBe('centers');
    if (answer.kind !== 'centers') return;
    expect(answer.centers.map((center) => center.id)).toEqual(['center-shanghai']);
    expect(servingOf('990000', centers, posts).kind).toBe('unknown');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(databaseKinds())('reference data on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('lists the nine consular posts, each province served by exactly one', async () => {
    const { body } = await server.call('GET', '/api-visa/embassy/all');
    expect(body.code).toBe(0);
    const posts = body.data as { id: string; provinceCodes: string[] }[];
    expect(posts).toHaveLength(9);
    const provinces = posts.flatMap((post) => post.provinceCodes);
    expect(new Set(provinces).size).toBe(provinces.length);
    expect(provinces).toEqual(expect.arrayContaining(['110000', '370000', '810000', '820000']));
  });

  it('answers names in the language asked for', async () => {
    const zh = await server.call('GET', '/api-visa/embassy/all', { language: 'zh' });
    const en = await server.call('GET', '/api-visa/embassy/all', { language: 'en' });
    const ko = await server.call('GET', '/api-visa/embassy/all', { language: 'ko' });
    const nameOf = (response: typeof zh) => (response.body.data as { id: string; name: string }[]).find((p) => p.id === 'post-beijing')?.name;
    expect(nameOf(zh)).toContain('大使馆');
    expect(nameOf(en)).toContain('Embassy');
    expect(nameOf(ko)).toContain('대사관');
  });

  it('walks the region tree from provinces to districts', async () => {
    const provinces = (await server.call('GET', '/api/place/common/list')).body.data as { code: string; level: number }[];
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.every((region) => region.level === 1)).toBe(true);
    const cities = (await server.call('GET', '/api/place/common/list?parentCode=440000')).body.data as { code: string; name: string }[];
    expect(cities.map((city) => city.name)).toContain('广州市');
    const districts = (await server.call('GET', '/api/place/common/list?parentCode=440100')).body.data as { name: string }[];
    expect(districts.map((district) => district.name)).toContain('天河区');
  });

  it('refuses a malformed region code with a message, not a crash', async () => {
    const { status, body } = await server.call('GET', '/api/place/common/list?parentCode=44', { language: 'en' });
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/6 digits/);
  });

  it('finds the center that serves a place through its consular post', async () => {
    const { body } = await server.call('GET', '/api/visa/center/location/440106/common');
    expect(body.code).toBe(0);
    expect((body.data as { id: string }).id).toBe('center-guangzhou');
  });

  it('lists visa types and their products with statutory fees in US dollars', async () => {
    const types = (await server.call('GET', '/api/visa/object/common/list')).body.data as { id: string; code: string }[];
    const tourism = types.find((type) => type.code === 'C-3-9');
    expect(tourism).toBeDefined();
    const detail = await server.call('GET', `/api/visa/object/${tourism!.id}/common`);
    const products = (detail.body.data as { products: { entries: string; stayDays: number; fees: { visaFee: number } }[] }).products;
    const single = products.find((product) => product.entries === 'single' && product.stayDays <= 90);
    expect(single?.fees.visaFee).toBe(40);
    const multiple = products.find((product) => product.entries === 'multiple');
    if (multiple) expect(multiple.fees.visaFee).toBe(90);
  });

  it('answers code 404 for an unknown product', async () => {
    const { body } = await server.call('GET', '/api/visa/product/no-such-product/common');
    expect(body.code).toBe(404);
  });

  it('lists the long-stay categories', async () => {
    const { body } = await server.call('GET', '/api-visa/permanent/list');
    expect((body.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses a public call without the client credential', async () => {
    const { status, body } = await server.call('GET', '/api-visa/embassy/all', { auth: null });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { regionText, type RegionChain } from '../../src/server/orders/regions.ts';
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

  // Issue 12 item 12d: picking Beijing's city offered "市辖区".
  it("offers a municipality's city by the municipality's name, and writes its addresses without the city twice", async () => {
    const cityNames = async (province: string) =>
      ((await server.call('GET', `/api/place/common/list?parentCode=${province}`)).body.data as { name: string }[]).map((city) => city.name);
    expect(await cityNames('110000')).toEqual(['北京市']);
    expect(await cityNames('120000')).toEqual(['天津市']);
    expect(await cityNames('310000')).toEqual(['上海市']);
    expect(await cityNames('500000')).toEqual(['重庆市', '重庆市（县）']);
    const text = (chain: RegionChain, language: 'zh' | 'en' = 'zh') => regionText(server.database.db, chain, language);
    expect(await text({ provinceId: '110000', cityId: '110100', districtId: '110105' })).toBe('北京市朝阳区');
    expect(await text({ provinceId: '500000', cityId: '500200', districtId: '500240' })).toBe('重庆市石柱土家族自治县');
    expect(await text({ provinceId: '310000', cityId: '310100', districtId: '310104' }, 'en')).toBe('Shanghai, Xuhui District');
    expect(await text({ provinceId: '440000', cityId: '440100', districtId: '440106' })).toBe('广东省广州市天河区');
  });

  it('renames the placeholders in a database seeded before the names were fixed', async () => {
    const db = server.database.db;
    await db.update(t.regions).set({ name: { zh: '市辖区', en: '市辖区', ko: '市辖区' } }).where(eq(t.regions.code, '110100'));
    await db.delete(t.seedRuns).where(eq(t.seedRuns.name, 'region-municipality-cities'));
    expect(await seedReferenceData(db)).toEqual(['region-municipality-cities']);
    const [beijing] = await db.select().from(t.regions).where(eq(t.regions.code, '110100'));
    expect(beijing?.name).toEqual({ zh: '北京市', en: '北京市', ko: '北京市' });
  });

  // Issue 38 item 12: cities and districts stayed Chinese on the English and Korean screens.
  it('names cities and districts in Pinyin in English and Korean, in Chinese in Chinese', async () => {
    const names = async (parent: string, language: 'zh' | 'en' | 'ko') =>
      ((await server.call('GET', `/api/place/common/list?parentCode=${parent}`, { language })).body.data as { name: string }[]).map((r) => r.name);
    expect(await names('440000', 'en')).toContain('Guangzhou');
    expect(await names('440000', 'ko')).toContain('Guangzhou');
    expect(await names('440000', 'zh')).toContain('广州市');
    expect(await names('110100', 'en')).toContain('Haidian District');
    expect(await names('420000', 'en')).toContain('Enshi Tujia and Miao Autonomous Prefecture');
    expect(await names('422800', 'ko')).toContain('Enshi City');
    expect((await names('610000', 'en')).every((name) => !/\p{Script=Han}/u.test(name))).toBe(true);
  });

  it('gives the cities and districts of a database seeded before their Latin names', async () => {
    const db = server.database.db;
    await db.update(t.regions).set({ name: { zh: '海淀区', en: '海淀区', ko: '海淀区' } }).where(eq(t.regions.code, '110108'));
    await db.delete(t.seedRuns).where(eq(t.seedRuns.name, 'region-latin-names'));
    expect(await seedReferenceData(db)).toEqual(['region-latin-names']);
    const [haidian] = await db.select().from(t.regions).where(eq(t.regions.code, '110108'));
    expect(haidian?.name).toEqual({ zh: '海淀区', en: 'Haidian District', ko: 'Haidian District' });
    const [hebei] = await db.select().from(t.regions).where(eq(t.regions.code, '130000'));
    expect(hebei?.name.en).toBe('Hebei');
  });

  // Issue 38 item 12: 省直辖县级行政区划 was offered as a city.
  it("offers a county group's places as cities, each its own district, and writes their addresses once", async () => {
    const list = async (parent: string) =>
      (await server.call('GET', `/api/place/common/list?parentCode=${parent}`)).body.data as { code: string; name: string; parentCode: string; level: number }[];
    const hubei = await list('420000');
    expect(hubei.map((city) => city.name)).not.toContain('省直辖县级行政区划');
    expect(hubei.find((city) => city.code === '429004')).toEqual({ code: '429004', name: '仙桃市', parentCode: '420000', level: 2 });
    expect((await list('650000')).map((city) => city.name)).toEqual(expect.arrayContaining(['石河子市', '乌鲁木齐市']));
    expect((await list('650000')).map((city) => city.name)).not.toContain('自治区直辖县级行政区划');
    expect(await list('429004')).toEqual([{ code: '429004', name: '仙桃市', parentCode: '429004', level: 3 }]);
    const text = (chain: RegionChain, language: 'zh' | 'en' = 'zh') => regionText(server.database.db, chain, language);
    expect(await text({ provinceId: '420000', cityId: '429004', districtId: '429004' })).toBe('湖北省仙桃市');
    expect(await text({ provinceId: '420000', cityId: '429004', districtId: '429004' }, 'en')).toBe('Hubei, Xiantao City');
    expect(await text({ provinceId: '440000', cityId: '429004', districtId: '429004' })).toBeNull();
    // An address saved with the group as its city still reads, without the group's name.
    expect(await text({ provinceId: '420000', cityId: '429000', districtId: '429004' })).toBe('湖北省仙桃市');
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

import { and, asc, eq } from 'drizzle-orm';
import { REGION_CODE_PATTERN } from '../../domain/form-fields.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { fail, ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { regionChildren } from '../regions/region-list.ts';
import { orderCenters } from '../agencies/centers.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { requiredDocuments } from './required-documents.ts';
import { centerFees, centerOut, consularPostsOut, postForRegion, productOut, visaTypeOut } from './reference-rows.ts';

export const referenceHandlers: OperationHandlers = {
  async listCenters(c) {
    const rows = await c.get('db').select().from(t.centers).orderBy(asc(t.centers.sort));
    return ok(c, 'listCenters', await Promise.all(rows.map((row) => centerOut(row, c.get('language')))));
  },

  /** What the visa choice offers (decision 084): for an agency, only the centers it is certified at. */
  async listOrderCenters(c) {
    const rows = await orderCenters(c.get('db'), currentUserId(c));
    return ok(c, 'listOrderCenters', await Promise.all(rows.map((row) => centerOut(row, c.get('language')))));
  },

  async getCenter(c) {
    const [row] = await c.get('db').select().from(t.centers).where(eq(t.centers.id, c.req.param('id') ?? ''));
    if (!row) return fail(c, 404, 'notFound');
    return ok(c, 'getCenter', await centerOut(row, c.get('language')));
  },

  /** The center serving a place: the one of its consular post, else the default center. */
  async getCenterForLocation(c) {
    const regionCode = c.req.param('regionCode') ?? '';
    if (!REGION_CODE_PATTERN.test(regionCode)) return fail(c, 400, 'invalidRegionCode');
    const db = c.get('db');
    const postId = await postForRegion(db, regionCode);
    const rows = await db.select().from(t.centers).orderBy(asc(t.centers.sort));
    const center = rows.find((row) => !row.isDefault && row.consularPostId === postId) ?? rows.find((row) => row.isDefault);
    if (!center) return fail(c, 404, 'notFound');
    return ok(c, 'getCenterForLocation', await centerOut(center, c.get('language')));
  },

  async listEmbassies(c) {
    return ok(c, 'listEmbassies', await consularPostsOut(c.get('db'), c.get('language')));
  },

  /** Without parentCode: the provinces; with it: that province's cities or that city's districts. */
  async listRegions(c) {
    const parentCode = c.req.query('parentCode');
    if (parentCode !== undefined && !REGION_CODE_PATTERN.test(parentCode)) return fail(c, 400, 'invalidRegionCode');
    const rows = await regionChildren(c.get('db'), parentCode);
    const language = c.get('language');
    return ok(c, 'listRegions', rows.map((row) => ({
      code: row.code,
      name: pick(row.name, language),
      parentCode: row.parentCode,
      level: row.level as 1 | 2 | 3,
    })));
  },

  async listVisaTypes(c) {
    const purpose = c.req.query('purpose');
    const rows = await c.get('db').select().from(t.visaTypes)
      .where(purpose ? eq(t.visaTypes.purpose, purpose) : undefined)
      .orderBy(asc(t.visaTypes.sort));
    return ok(c, 'listVisaTypes', rows.map((row) => visaTypeOut(row, c.get('language'))));
  },

  async getVisaType(c) {
    const db = c.get('db');
    const [row] = await db.select().from(t.visaTypes).where(eq(t.visaTypes.id, c.req.param('id') ?? ''));
    if (!row) return fail(c, 404, 'notFound');
    const language = c.get('language');
    const [products, fees] = await Promise.all([
      db.select().from(t.visaProducts).where(eq(t.visaProducts.visaTypeId, row.id)).orderBy(asc(t.visaProducts.sort)),
      centerFees(db),
    ]);
    return ok(c, 'getVisaType', {
      ...visaTypeOut(row, language),
      products: products.map((product) => productOut(product, fees, language)),
      requiredDocuments: requiredDocuments(row.purpose).map((text) => pick(text, language)),
    });
  },

  async listVisaProducts(c) {
    const visaTypeId = c.req.query('visaTypeId');
    if (!visaTypeId) return fail(c, 400, 'visaTypeRequired');
    const db = c.get('db');
    const [rows, fees] = await Promise.all([
      db.select().from(t.visaProducts).where(and(eq(t.visaProducts.visaTypeId, visaTypeId))).orderBy(asc(t.visaProducts.sort)),
      centerFees(db),
    ]);
    return ok(c, 'listVisaProducts', rows.map((row) => productOut(row, fees, c.get('language'))));
  },

  async getVisaProduct(c) {
    const db = c.get('db');
    const [row] = await db.select().from(t.visaProducts).where(eq(t.visaProducts.id, c.req.param('id') ?? ''));
    if (!row) return fail(c, 404, 'notFound');
    return ok(c, 'getVisaProduct', productOut(row, await centerFees(db), c.get('language')));
  },

  async listPermanentCategories(c) {
    const rows = await c.get('db').select().from(t.permanentCategories).orderBy(asc(t.permanentCategories.sort));
    const language = c.get('language');
    return ok(c, 'listPermanentCategories', rows.map((row) => ({
      code: row.code,
      name: pick(row.name, language),
      description: pick(row.description, language),
    })));
  },
};

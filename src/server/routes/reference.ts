import { REGION_CODE_PATTERN } from '../../domain/form-fields.ts';
import type { OperationHandlers } from '../app.ts';
import { fail, ok } from '../http/envelope.ts';
import { checkedQuery } from '../http/checked-input.ts';
import { pick } from '../http/language.ts';
import { orderCenters } from '../agencies/centers.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { centersOut, regionsOut } from '../reference/center-reads.ts';
import { requiredDocuments } from '../reference/required-documents.ts';
import { centerFees, centerOut, consularPostsOut, postForRegion, productOut, visaTypeOut } from '../reference/rows.ts';
import {
  centersInOrder, findCenter, findVisaProduct, findVisaType, permanentCategoryRows, productRowsOf, visaTypeRows,
} from '../reference/store.ts';

export const referenceHandlers: OperationHandlers = {
  async listCenters(c) {
    return ok(c, 'listCenters', await centersOut(c.get('db'), c.get('language')));
  },

  /** What the visa choice offers (decision 084): for an agency, only the centers it is certified at. */
  async listOrderCenters(c) {
    const rows = await orderCenters(c.get('db'), currentUserId(c));
    return ok(c, 'listOrderCenters', await Promise.all(rows.map((row) => centerOut(row, c.get('language')))));
  },

  async getCenter(c) {
    const row = await findCenter(c.get('db'), c.req.param('id') ?? '');
    if (!row) return fail(c, 404, 'notFound');
    return ok(c, 'getCenter', await centerOut(row, c.get('language')));
  },

  /** The center serving a place: the one of its consular post, else the default center. */
  async getCenterForLocation(c) {
    const regionCode = c.req.param('regionCode') ?? '';
    if (!REGION_CODE_PATTERN.test(regionCode)) return fail(c, 400, 'invalidRegionCode');
    const db = c.get('db');
    const postId = await postForRegion(db, regionCode);
    const rows = await centersInOrder(db);
    const center = rows.find((row) => !row.isDefault && row.consularPostId === postId) ?? rows.find((row) => row.isDefault);
    if (!center) return fail(c, 404, 'notFound');
    return ok(c, 'getCenterForLocation', await centerOut(center, c.get('language')));
  },

  async listEmbassies(c) {
    return ok(c, 'listEmbassies', await consularPostsOut(c.get('db'), c.get('language')));
  },

  /** Without parentCode: the provinces; with it: that province's cities or that city's districts. */
  async listRegions(c) {
    const { parentCode } = checkedQuery(c, 'listRegions');
    return ok(c, 'listRegions', await regionsOut(c.get('db'), c.get('language'), parentCode));
  },

  async listVisaTypes(c) {
    const purpose = c.req.query('purpose');
    const rows = await visaTypeRows(c.get('db'), purpose);
    return ok(c, 'listVisaTypes', rows.map((row) => visaTypeOut(row, c.get('language'))));
  },

  async getVisaType(c) {
    const db = c.get('db');
    const row = await findVisaType(db, c.req.param('id') ?? '');
    if (!row) return fail(c, 404, 'notFound');
    const language = c.get('language');
    const [products, fees] = await Promise.all([
      productRowsOf(db, row.id),
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
      productRowsOf(db, visaTypeId),
      centerFees(db),
    ]);
    return ok(c, 'listVisaProducts', rows.map((row) => productOut(row, fees, c.get('language'))));
  },

  async getVisaProduct(c) {
    const db = c.get('db');
    const row = await findVisaProduct(db, c.req.param('id') ?? '');
    if (!row) return fail(c, 404, 'notFound');
    return ok(c, 'getVisaProduct', productOut(row, await centerFees(db), c.get('language')));
  },

  async listPermanentCategories(c) {
    const rows = await permanentCategoryRows(c.get('db'));
    const language = c.get('language');
    return ok(c, 'listPermanentCategories', rows.map((row) => ({
      code: row.code,
      name: pick(row.name, language),
      description: pick(row.description, language),
    })));
  },
};

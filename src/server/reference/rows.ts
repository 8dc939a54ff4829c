import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import type * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import type { DataOf } from '../http/envelope.ts';
import { qrSvg } from '../http/qr-svg.ts';
import { configRows, consularPostRows, postOfProvince } from './store.ts';

// Rows → contract shapes, shared by the list, detail and home calls so each shape is written once.

type Center = DataOf<'getCenter'>;
type Post = DataOf<'listEmbassies'>[number];
type Product = DataOf<'getVisaProduct'>;
type VisaType = DataOf<'listVisaTypes'>[number];

export async function centerOut(row: typeof t.centers.$inferSelect, language: Language): Promise<Center> {
  return {
    id: row.id,
    code: row.id.replace(/^center-/, '').toUpperCase(),
    name: pick(row.name, language),
    city: pick(row.city, language),
    address: pick(row.address, language),
    hours: pick(row.openingHours, language),
    phone: row.phone,
    email: row.email,
    hotline: row.hotline,
    consularPostId: row.consularPostId,
    qrContent: row.qrContent,
    qrCodeSvg: await qrSvg(row.qrContent),
    isDefault: row.isDefault,
    directions: pick(row.directions, language),
  };
}

export async function consularPostsOut(db: Db, language: Language): Promise<Post[]> {
  const [posts, jurisdictions] = await consularPostRows(db);
  return posts.map((post) => ({
    id: post.id,
    name: pick(post.name, language),
    city: pick(post.city, language),
    address: pick(post.address, language),
    phone: post.phone,
    provinceCodes: jurisdictions.filter((j) => j.consularPostId === post.id).map((j) => j.provinceCode),
  }));
}

export interface CenterFees { serviceCharge: number; urgent: number }

export async function centerFees(db: Db): Promise<CenterFees> {
  const rows = await configRows(db);
  const value = (key: string) => Number(rows.find((row) => row.key === key)?.value ?? 0);
  return { serviceCharge: value('fee.serviceCharge'), urgent: value('fee.urgent') };
}

export function productOut(row: typeof t.visaProducts.$inferSelect, fees: CenterFees, language: Language): Product {
  return {
    id: row.id,
    visaTypeId: row.visaTypeId,
    name: pick(row.name, language),
    entries: row.entries as Product['entries'],
    stayDays: row.stayDays,
    validityMonths: row.validityMonths,
    handlingWorkingDays: row.normalWorkingDays,
    fees: {
      currency: 'USD',
      visaFee: Number(row.visaFeeUsd),
      serviceFee: fees.serviceCharge,
      urgentFee: row.urgentAvailable ? fees.urgent : 0,
    },
    urgentAvailable: row.urgentAvailable,
  };
}

export function visaTypeOut(row: typeof t.visaTypes.$inferSelect, language: Language): VisaType {
  return {
    id: row.id,
    code: row.code,
    name: pick(row.name, language),
    purpose: row.purpose as VisaType['purpose'],
    description: pick(row.description, language),
    stayTier: row.stayTier as VisaType['stayTier'],
  };
}

/** The consular post serving a region: its province (first two digits) decides. */
export async function postForRegion(db: Db, regionCode: string): Promise<string | undefined> {
  return postOfProvince(db, `${regionCode.slice(0, 2)}0000`);
}

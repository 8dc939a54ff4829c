// Initial rows of the `config` table (read by GET /api-content/config/find/{configKey}). Text values are
// Localized and resolved to the request's language by the server; amounts are numbers in fees.currency.
import { centers, NATIONAL_HOTLINE } from './centers.ts';
import { centerFees } from './fees.ts';
import type { ConfigValue } from './types.ts';

const defaultCenter = centers.find((c) => c.isDefault);
if (!defaultCenter) throw new Error('seed: no default center');

export const defaultConfig: Readonly<Record<string, ConfigValue>> = {
  'site.title': {
    zh: '韩国签证在线申请',
    en: 'Korea Visa Online Application',
    ko: '한국 비자 온라인 신청',
  },
  'site.description': {
    zh: '通过授权签证申请中心在线申请韩国签证：填写资料、邮寄材料、在线支付、查询进度。',
    en: 'Apply online for a Korean visa through an authorised visa application center: fill in your details, send your documents, pay online and track your application.',
    ko: '공인 비자신청센터를 통해 한국 비자를 온라인으로 신청하세요. 정보 입력, 서류 발송, 온라인 결제, 진행 조회가 가능합니다.',
  },
  'footer.address': defaultCenter.address,
  'footer.email': defaultCenter.email,
  'footer.filingNumber': defaultCenter.filingNumber,
  'footer.hotline': NATIONAL_HOTLINE,
  'fee.currency': centerFees.currency,
  'fee.serviceCharge': centerFees.serviceCharge,
  'fee.urgent': centerFees.urgent,
  'fee.delivery': centerFees.delivery,
  'fee.returnExpress': centerFees.returnExpress,
};

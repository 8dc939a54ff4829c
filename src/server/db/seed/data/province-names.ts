// Province-level names in three languages, keyed by 2-digit statistical code. Cities and districts keep
// their Chinese names only (docs/decisions/003-seed-data.md): addresses in China are written in Chinese.
import type { Localized } from './types.ts';

const p = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const provinceNames: Readonly<Record<string, Localized>> = {
  '11': p('北京市', 'Beijing', '베이징시'),
  '12': p('天津市', 'Tianjin', '톈진시'),
  '13': p('河北省', 'Hebei', '허베이성'),
  '14': p('山西省', 'Shanxi', '산시성(山西)'),
  '15': p('内蒙古自治区', 'Inner Mongolia', '네이멍구자치구'),
  '21': p('辽宁省', 'Liaoning', '랴오닝성'),
  '22': p('吉林省', 'Jilin', '지린성'),
  '23': p('黑龙江省', 'Heilongjiang', '헤이룽장성'),
  '31': p('上海市', 'Shanghai', '상하이시'),
  '32': p('江苏省', 'Jiangsu', '장쑤성'),
  '33': p('浙江省', 'Zhejiang', '저장성'),
  '34': p('安徽省', 'Anhui', '안후이성'),
  '35': p('福建省', 'Fujian', '푸젠성'),
  '36': p('江西省', 'Jiangxi', '장시성'),
  '37': p('山东省', 'Shandong', '산둥성'),
  '41': p('河南省', 'Henan', '허난성'),
  '42': p('湖北省', 'Hubei', '후베이성'),
  '43': p('湖南省', 'Hunan', '후난성'),
  '44': p('广东省', 'Guangdong', '광둥성'),
  '45': p('广西壮族自治区', 'Guangxi', '광시좡족자치구'),
  '46': p('海南省', 'Hainan', '하이난성'),
  '50': p('重庆市', 'Chongqing', '충칭시'),
  '51': p('四川省', 'Sichuan', '쓰촨성'),
  '52': p('贵州省', 'Guizhou', '구이저우성'),
  '53': p('云南省', 'Yunnan', '윈난성'),
  '54': p('西藏自治区', 'Tibet (Xizang)', '시짱(티베트)자치구'),
  '61': p('陕西省', 'Shaanxi', '산시성(陝西)'),
  '62': p('甘肃省', 'Gansu', '간쑤성'),
  '63': p('青海省', 'Qinghai', '칭하이성'),
  '64': p('宁夏回族自治区', 'Ningxia', '닝샤후이족자치구'),
  '65': p('新疆维吾尔自治区', 'Xinjiang', '신장위구르자치구'),
  '81': p('香港特别行政区', 'Hong Kong', '홍콩특별행정구'),
  '82': p('澳门特别行政区', 'Macau', '마카오특별행정구'),
};

export function provinceRef(code: string) {
  const name = provinceNames[code];
  if (!name) throw new Error(`unknown province code ${code}`);
  return { code, name };
}

/** The four municipalities (直辖市): Beijing, Tianjin, Shanghai, Chongqing, whose cities are the municipality itself. */
export const MUNICIPALITY_PROVINCES: readonly string[] = ['110000', '120000', '310000', '500000'];

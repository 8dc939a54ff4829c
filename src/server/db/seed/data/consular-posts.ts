// The nine Korean consular posts in China and the province-level units each one covers. Merging applicants
// into one order is allowed only within one post's jurisdiction (spec §5), so this table is the rule's data.
import { provinceRef } from './province-names.ts';
import type { ConsularPost, Localized } from './types.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const consularPosts: readonly ConsularPost[] = [
  {
    id: 'post-beijing',
    name: t('大韩民国驻华大使馆', 'Embassy of the Republic of Korea in China', '주중국 대한민국 대사관'),
    city: t('北京', 'Beijing', '베이징'),
    address: t(
      '北京市朝阳区亮马桥北小街7号',
      'No. 7 Liangmaqiao North Street, Chaoyang District, Beijing',
      '베이징시 차오양구 량마차오베이샤오제 7호',
    ),
    phone: '010-85310700',
    provinces: ['11', '12', '13', '14', '15', '65', '54', '63'].map(provinceRef),
  },
  {
    id: 'post-shanghai',
    name: t('大韩民国驻上海总领事馆', 'Consulate General of the Republic of Korea in Shanghai', '주상하이 대한민국 총영사관'),
    city: t('上海', 'Shanghai', '상하이'),
    address: t('上海市长宁区万山路60号', 'No. 60 Wanshan Road, Changning District, Shanghai', '상하이시 창닝구 완산루 60호'),
    phone: '021-62955000',
    provinces: ['31', '32', '33', '34'].map(provinceRef),
  },
  {
    id: 'post-guangzhou',
    name: t('大韩民国驻广州总领事馆', 'Consulate General of the Republic of Korea in Guangzhou', '주광저우 대한민국 총영사관'),
    city: t('广州', 'Guangzhou', '광저우'),
    address: t(
      '广州市天河区天河北路233号中信广场18层',
      '18/F CITIC Plaza, No. 233 Tianhe North Road, Tianhe District, Guangzhou',
      '광저우시 톈허구 톈허베이루 233호 중신광장 18층',
    ),
    phone: '020-29192999',
    provinces: ['44', '45', '46', '35'].map(provinceRef),
  },
  {
    id: 'post-shenyang',
    name: t('大韩民国驻沈阳总领事馆', 'Consulate General of the Republic of Korea in Shenyang', '주선양 대한민국 총영사관'),
    city: t('沈阳', 'Shenyang', '선양'),
    address: t(
      '沈阳市和平区南十三纬路37号',
      'No. 37 Nanshisanwei Road, Heping District, Shenyang',
      '선양시 허핑구 난스싼웨이루 37호',
    ),
    phone: '024-23853388',
    provinces: ['21', '22', '23'].map(provinceRef),
  },
  {
    id: 'post-qingdao',
    name: t('大韩民国驻青岛总领事馆', 'Consulate General of the Republic of Korea in Qingdao', '주칭다오 대한민국 총영사관'),
    city: t('青岛', 'Qingdao', '칭다오'),
    address: t('青岛市城阳区春阳路88号', 'No. 88 Chunyang Road, Chengyang District, Qingdao', '칭다오시 청양구 춘양루 88호'),
    phone: '0532-88976001',
    provinces: ['37'].map(provinceRef),
  },
  {
    id: 'post-chengdu',
    name: t('大韩民国驻成都总领事馆', 'Consulate General of the Republic of Korea in Chengdu', '주청두 대한민국 총영사관'),
    city: t('成都', 'Chengdu', '청두'),
    address: t(
      '成都市锦江区东御街19号茂业中心A座19层',
      '19/F Tower A, Maoye Center, No. 19 Dongyu Street, Jinjiang District, Chengdu',
      '청두시 진장구 둥위제 19호 마오예센터 A동 19층',
    ),
    phone: '028-86165800',
    provinces: ['51', '50', '53', '52'].map(provinceRef),
  },
  {
    id: 'post-xian',
    name: t('大韩民国驻西安总领事馆', "Consulate General of the Republic of Korea in Xi'an", '주시안 대한민국 총영사관'),
    city: t('西安', "Xi'an", '시안'),
    address: t(
      '西安市高新区锦业路1号都市之门B座20层',
      "20/F Tower B, Gate of the City, No. 1 Jinye Road, Hi-tech Zone, Xi'an",
      '시안시 가오신구 진예루 1호 두스즈먼 B동 20층',
    ),
    phone: '029-88351001',
    provinces: ['61', '62', '64'].map(provinceRef),
  },
  {
    id: 'post-wuhan',
    name: t('大韩民国驻武汉总领事馆', 'Consulate General of the Republic of Korea in Wuhan', '주우한 대한민국 총영사관'),
    city: t('武汉', 'Wuhan', '우한'),
    address: t(
      '武汉市江汉区新华路218号浦发银行大厦4层',
      '4/F SPD Bank Building, No. 218 Xinhua Road, Jianghan District, Wuhan',
      '우한시 장한구 신화루 218호 푸파은행빌딩 4층',
    ),
    phone: '027-85561085',
    provinces: ['42', '43', '41', '36'].map(provinceRef),
  },
  {
    id: 'post-hongkong',
    name: t('大韩民国驻香港总领事馆', 'Consulate General of the Republic of Korea in Hong Kong', '주홍콩 대한민국 총영사관'),
    city: t('香港', 'Hong Kong', '홍콩'),
    address: t(
      '香港金钟夏悫道16号远东金融中心5楼',
      '5/F Far East Finance Centre, 16 Harcourt Road, Admiralty, Hong Kong',
      '홍콩 애드미럴티 하코트로드 16 원동금융센터 5층',
    ),
    phone: '+852-25294141',
    provinces: ['81', '82'].map(provinceRef),
  },
];

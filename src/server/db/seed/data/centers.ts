// Visa application centers. Contact data here is SAMPLE data (addresses, phones, e-mails, filing numbers,
// QR contents are invented for this portal); an operator replaces it before going live. See 003-seed-data.md.
import type { Localized, VisaCenter } from './types.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const NATIONAL_HOTLINE = '400-920-1188';

/** Every center's counter hours today; the text people read is written from the same numbers the slots use. */
const submissionHours = { opens: '09:00', closes: '15:00' };
const collectionCloses = '16:00';
const { opens, closes } = submissionHours;
const openingHours = t(
  `周一至周五 ${opens}–${closes} 递交申请，${opens}–${collectionCloses} 领取签证（法定节假日除外）`,
  `Monday to Friday: applications ${opens}–${closes}, visa collection ${opens}–${collectionCloses} (closed on public holidays)`,
  `월요일~금요일: 신청 접수 ${opens}–${closes}, 비자 수령 ${opens}–${collectionCloses} (법정 공휴일 휴무)`,
);

const qr = (slug: string) => `https://weixin.qq.com/r/sample-visaportal-${slug}`;

export const DEFAULT_QR_CONTENT = qr('default');

const beijing: VisaCenter = {
  id: 'center-beijing',
  isDefault: false,
  name: t('北京韩国签证申请中心', 'Korea Visa Application Center Beijing', '베이징 한국비자신청센터'),
  city: t('北京', 'Beijing', '베이징'),
  address: t(
    '北京市朝阳区东三环中路5号财富金融中心20层',
    '20/F Fortune Financial Center, No. 5 East Third Ring Middle Road, Chaoyang District, Beijing',
    '베이징시 차오양구 둥싼환중루 5호 재부금융센터 20층',
  ),
  openingHours,
  submissionHours,
  phone: '010-65681120',
  email: 'beijing@visaportal.example',
  hotline: NATIONAL_HOTLINE,
  filingNumber: '京ICP备2026018317号-1',
  postId: 'post-beijing',
  qrContent: qr('beijing'),
  sortOrder: 1,
};

export const centers: readonly VisaCenter[] = [
  beijing,
  {
    id: 'center-shanghai',
    isDefault: false,
    name: t('上海韩国签证申请中心', 'Korea Visa Application Center Shanghai', '상하이 한국비자신청센터'),
    city: t('上海', 'Shanghai', '상하이'),
    address: t(
      '上海市黄浦区西藏中路268号来福士广场办公楼25层',
      '25/F Raffles City Office Tower, No. 268 Middle Xizang Road, Huangpu District, Shanghai',
      '상하이시 황푸구 시짱중루 268호 래플스시티 오피스타워 25층',
    ),
    openingHours,
  submissionHours,
    phone: '021-63407720',
    email: 'shanghai@visaportal.example',
    hotline: NATIONAL_HOTLINE,
    filingNumber: '沪ICP备2026004562号-1',
    postId: 'post-shanghai',
    qrContent: qr('shanghai'),
    sortOrder: 2,
  },
  {
    id: 'center-guangzhou',
    isDefault: false,
    name: t('广州韩国签证申请中心', 'Korea Visa Application Center Guangzhou', '광저우 한국비자신청센터'),
    city: t('广州', 'Guangzhou', '광저우'),
    address: t(
      '广州市天河区珠江新城华夏路10号富力中心15层',
      '15/F R&F Center, No. 10 Huaxia Road, Zhujiang New Town, Tianhe District, Guangzhou',
      '광저우시 톈허구 주장신청 화샤루 10호 푸리센터 15층',
    ),
    openingHours,
  submissionHours,
    phone: '020-38251630',
    email: 'guangzhou@visaportal.example',
    hotline: NATIONAL_HOTLINE,
    filingNumber: '粤ICP备2026031745号-1',
    postId: 'post-guangzhou',
    qrContent: qr('guangzhou'),
    sortOrder: 3,
  },
  {
    id: 'center-shenyang',
    isDefault: false,
    name: t('沈阳韩国签证申请中心', 'Korea Visa Application Center Shenyang', '선양 한국비자신청센터'),
    city: t('沈阳', 'Shenyang', '선양'),
    address: t(
      '沈阳市和平区青年大街386号华阳国际大厦12层',
      '12/F Huayang International Building, No. 386 Qingnian Avenue, Heping District, Shenyang',
      '선양시 허핑구 칭녠다제 386호 화양국제빌딩 12층',
    ),
    openingHours,
  submissionHours,
    phone: '024-31378850',
    email: 'shenyang@visaportal.example',
    hotline: NATIONAL_HOTLINE,
    filingNumber: '辽ICP备2026007208号-1',
    postId: 'post-shenyang',
    qrContent: qr('shenyang'),
    sortOrder: 4,
  },
  {
    id: 'center-chengdu',
    isDefault: false,
    name: t('成都韩国签证申请中心', 'Korea Visa Application Center Chengdu', '청두 한국비자신청센터'),
    city: t('成都', 'Chengdu', '청두'),
    address: t(
      '成都市锦江区红星路三段1号国际金融中心2号办公楼30层',
      '30/F Office Tower 2, Chengdu IFS, No. 1 Section 3 Hongxing Road, Jinjiang District, Chengdu',
      '청두시 진장구 훙싱루 3단 1호 국제금융센터 2동 30층',
    ),
    openingHours,
  submissionHours,
    phone: '028-86721960',
    email: 'chengdu@visaportal.example',
    hotline: NATIONAL_HOTLINE,
    filingNumber: '蜀ICP备2026012690号-1',
    postId: 'post-chengdu',
    qrContent: qr('chengdu'),
    sortOrder: 5,
  },
  {
    id: 'center-wuhan',
    isDefault: false,
    name: t('武汉韩国签证申请中心', 'Korea Visa Application Center Wuhan', '우한 한국비자신청센터'),
    city: t('武汉', 'Wuhan', '우한'),
    address: t(
      '武汉市江汉区建设大道568号新世界国贸大厦I座22层',
      '22/F Tower I, New World International Trade Tower, No. 568 Jianshe Avenue, Jianghan District, Wuhan',
      '우한시 장한구 젠서대로 568호 뉴월드국제무역빌딩 I동 22층',
    ),
    openingHours,
  submissionHours,
    phone: '027-85773410',
    email: 'wuhan@visaportal.example',
    hotline: NATIONAL_HOTLINE,
    filingNumber: '鄂ICP备2026009934号-1',
    postId: 'post-wuhan',
    qrContent: qr('wuhan'),
    sortOrder: 6,
  },
  {
    id: 'center-qingdao',
    isDefault: false,
    name: t('青岛韩国签证申请中心', 'Korea Visa Application Center Qingdao', '칭다오 한국비자신청센터'),
    city: t('青岛', 'Qingdao', '칭다오'),
    address: t(
      '青岛市市南区香港中路61号远洋大厦A座9层',
      '9/F Tower A, COSCO Building, No. 61 Middle Hong Kong Road, Shinan District, Qingdao',
      '칭다오시 스난구 샹강중루 61호 원양빌딩 A동 9층',
    ),
    openingHours,
  submissionHours,
    phone: '0532-85026390',
    email: 'qingdao@visaportal.example',
    hotline: NATIONAL_HOTLINE,
    filingNumber: '鲁ICP备2026015873号-1',
    postId: 'post-qingdao',
    // Spec §1: six centers have their own QR code; Qingdao shows the default one.
    qrContent: DEFAULT_QR_CONTENT,
    sortOrder: 7,
  },
  {
    ...beijing,
    id: 'center-default',
    isDefault: true,
    name: t('韩国签证申请中心（全国服务）', 'Korea Visa Application Center (national service)', '한국비자신청센터 (전국 서비스)'),
    qrContent: DEFAULT_QR_CONTENT,
    sortOrder: 99,
  },
];

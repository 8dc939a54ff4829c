// Home page content: the business flow of spec §1 and the convenient-service links.
import type { Localized, ProcedureStep, ServiceLink } from './types.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const procedureSteps: readonly ProcedureStep[] = [
  {
    step: 1,
    title: t('添加申请人', 'Add applicants', '신청인 추가'),
    description: t(
      '选择签证中心和签证种类，添加申请人，一个订单最多5人。',
      'Choose the visa center and visa type and add applicants, up to 5 per order.',
      '비자센터와 비자 종류를 선택하고 신청인을 추가합니다. 한 주문에 최대 5명입니다.',
    ),
  },
  {
    step: 2,
    title: t('填写信息', 'Fill in information', '정보 입력'),
    description: t(
      '上传护照、身份证和照片，填写申请信息并扫码签名。',
      'Upload passport, ID card and photo, fill in the application and sign it by scanning a QR code.',
      '여권, 신분증, 사진을 업로드하고 신청 정보를 입력한 뒤 QR코드로 서명합니다.',
    ),
  },
  {
    step: 3,
    title: t('邮寄信息', 'Postal information', '배송 정보'),
    description: t(
      '选择材料递交方式和护照返还方式，填写地址。',
      'Choose how to hand in the documents and how the passport is returned, and enter the addresses.',
      '서류 제출 방식과 여권 반환 방식을 선택하고 주소를 입력합니다.',
    ),
  },
  {
    step: 4,
    title: t('确认支付', 'Confirm and pay', '확인 및 결제'),
    description: t(
      '核对订单和费用，使用微信支付或支付宝付款。',
      'Check the order and fees, and pay with WeChat Pay or Alipay.',
      '주문과 수수료를 확인하고 위챗페이 또는 알리페이로 결제합니다.',
    ),
  },
  {
    step: 5,
    title: t('等待出签', 'Wait for the visa', '비자 발급 대기'),
    description: t(
      '签证中心受理后送领事馆审查，可随时查询进度。',
      'The center accepts the application and passes it to the consulate for review; follow the progress at any time.',
      '센터에서 접수한 후 공관에서 심사하며, 언제든지 진행 상황을 조회할 수 있습니다.',
    ),
  },
  {
    step: 6,
    title: t('自取或快递', 'Collect in person or by courier', '직접 수령 또는 택배'),
    description: t(
      '签发后到签证中心领取护照，或由快递寄回。',
      'After issue, collect the passport at the visa center or receive it by courier.',
      '발급 후 비자센터에서 여권을 수령하거나 택배로 받습니다.',
    ),
  },
];

export const serviceLinks: readonly ServiceLink[] = [
  { id: 'jurisdiction', label: t('领区划分', 'Jurisdiction division', '관할 구역'), route: 'visaCenter' },
  { id: 'form-download', label: t('表格下载', 'Form download', '신청서 다운로드'), articleId: 'announcement-form-download' },
  { id: 'common-problems', label: t('常见问题', 'Common problems', '자주 묻는 질문'), route: 'FAQ' },
  { id: 'other-downloads', label: t('其他下载', 'Other downloads', '기타 자료'), articleId: 'announcement-other-downloads' },
  { id: 'links', label: t('相关链接', 'Links', '관련 링크'), articleId: 'useful-links' },
];

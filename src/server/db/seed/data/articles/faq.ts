// The numbers quoted here come from src/domain/constants.ts, so the answers change with the rules.
import {
  MAX_APPLICANTS_PER_ORDER as MAX_APPLICANTS, PASSPORT_VALID_MONTHS_AFTER_DEPARTURE as PASSPORT_MONTHS,
  PAYMENT_EXPIRES_MS, PHOTO_MAX_AGE_MONTHS as PHOTO_MONTHS, RESERVATION_MIN_WORKING_DAYS_AHEAD as RESERVE_DAYS,
  URGENT_REVIEW_WORKING_DAYS as URGENT_DAYS,
} from '../../../../../domain/constants.ts';
import { article } from './article.ts';

const PAY_MINUTES = PAYMENT_EXPIRES_MS / 60_000;

export const faqs = [
  article('faq-materials', 'faq', '2026-01-06', {
    title: '申请签证需要准备哪些材料？',
    summary: '护照、照片、身份证和签名的申请表是基本材料，其他材料因签证种类而异。',
    body: [
      '所有申请人的基本材料：护照原件（离开韩国之日后仍有6个月以上有效期并有空白签证页）；近期彩色照片1张；身份证原件及复印件；在线生成并由本人签名的签证申请表。',
      '其他材料因签证种类和申请人情况而不同，例如在职证明、在读证明、银行存款证明、邀请函、亲属关系证明等。在线选择签证种类后，平台会列出所需材料清单。',
      '非本人户籍所在地申请的，需提供在签证中心所属领事馆辖区内的居住证或工作证明。',
    ],
  }, {
    title: 'What documents do I need for a visa application?',
    summary: 'Passport, photo, ID card and the signed application form are always needed; other documents depend on the visa type.',
    body: [
      'Every applicant needs: the original passport (valid for at least 6 months after the day you leave Korea, with blank visa pages); one recent colour photo; the original ID card and a copy; the application form generated online and signed by the applicant.',
      'Other documents depend on the visa type and your situation, for example an employment certificate, certificate of enrolment, bank statement, invitation letter or proof of family relationship. After you choose the visa type online, the portal lists the documents you need.',
      'If your household registration is elsewhere, you also need a residence permit or proof of work within the jurisdiction of the consular post that the visa center serves.',
    ],
  }, {
    title: '비자 신청에는 어떤 서류가 필요합니까?',
    summary: '여권, 사진, 신분증, 서명한 신청서가 기본 서류이며, 그 밖의 서류는 비자 종류에 따라 다릅니다.',
    body: [
      '모든 신청인의 기본 서류: 여권 원본(한국 출국일 이후 6개월 이상 유효하고 사증란 여백이 있어야 함), 최근 컬러 사진 1매, 신분증 원본과 사본, 온라인으로 생성하여 본인이 서명한 비자 신청서.',
      '그 밖의 서류는 비자 종류와 신청인의 상황에 따라 다르며, 재직증명서, 재학증명서, 은행 잔고증명서, 초청장, 가족관계 증명 등이 있습니다. 온라인에서 비자 종류를 선택하면 필요한 서류 목록이 표시됩니다.',
      '호적지가 아닌 곳에서 신청하는 경우 비자센터가 속한 공관 관할 지역 내의 거주증 또는 재직 증명이 필요합니다.',
    ],
  }),

  article('faq-photo', 'faq', '2026-01-06', {
    title: '签证照片有什么要求？',
    summary: `2寸（3.5×4.5厘米）白底彩色照片，近${PHOTO_MONTHS}个月内拍摄，不戴眼镜。`,
    body: [
      `照片规格为2寸（3.5厘米×4.5厘米），白色背景的彩色照片，须为近${PHOTO_MONTHS}个月内拍摄。`,
      '须正面免冠、面部和双耳清晰可见，表情自然，不得佩戴眼镜，不得遮挡面部，不得使用美颜或修图。',
      '在线上传的电子照片须清晰、无反光，文件为png或jpg格式，不超过500KB，并与递交的纸质照片一致。',
    ],
  }, {
    title: 'What are the photo requirements?',
    summary: `3.5 × 4.5 cm colour photo on a white background, taken within the last ${PHOTO_MONTHS} months, without glasses.`,
    body: [
      `The photo must be 3.5 cm × 4.5 cm, in colour, on a white background, and taken within the last ${PHOTO_MONTHS} months.`,
      'Face the camera without a hat, with your face and both ears clearly visible and a neutral expression; no glasses, nothing covering the face, no beauty filters or retouching.',
      'The photo uploaded online must be sharp and without glare, a png or jpg file of at most 500 KB, and the same as the printed photo you hand in.',
    ],
  }, {
    title: '비자 사진 규격은 어떻게 됩니까?',
    summary: `3.5×4.5cm 흰색 배경 컬러 사진으로, 최근 ${PHOTO_MONTHS}개월 이내에 촬영하고 안경을 쓰지 않아야 합니다.`,
    body: [
      `사진은 3.5cm×4.5cm 크기의 흰색 배경 컬러 사진이어야 하며 최근 ${PHOTO_MONTHS}개월 이내에 촬영한 것이어야 합니다.`,
      '모자를 쓰지 않은 정면 사진으로 얼굴과 두 귀가 잘 보이고 자연스러운 표정이어야 하며, 안경 착용, 얼굴 가림, 뷰티 필터나 보정은 허용되지 않습니다.',
      '온라인으로 업로드하는 사진은 선명하고 빛 반사가 없어야 하며, png 또는 jpg 형식의 500KB 이하 파일로 제출하는 인화 사진과 같아야 합니다.',
    ],
  }),

  article('faq-passport-validity', 'faq', '2026-01-06', {
    title: '护照有效期有什么要求？',
    summary: `护照在离开韩国之日后须仍有${PASSPORT_MONTHS}个月以上的有效期。`,
    body: [
      `护照在计划离开韩国之日后须仍有${PASSPORT_MONTHS}个月以上的有效期，并至少有两页空白签证页。填写申请时，系统会按您填写的离境日期自动检查护照有效期。`,
      '护照有效期不足的，请先到出入境管理部门换发新护照再申请。旧护照上仍有效的韩国签证，可携带新旧护照一同入境或咨询签证中心。',
    ],
  }, {
    title: 'How long must my passport be valid?',
    summary: `Your passport must be valid for at least ${PASSPORT_MONTHS} months after the day you leave Korea.`,
    body: [
      `Your passport must be valid for at least ${PASSPORT_MONTHS} months after the day you plan to leave Korea and have at least two blank visa pages. When you fill in the application, the portal checks the passport's validity against the departure date you enter.`,
      'If your passport is not valid long enough, renew it at the exit-entry administration first and then apply. If a valid Korean visa is in your old passport, travel with both passports or ask the visa center.',
    ],
  }, {
    title: '여권 유효기간은 얼마나 남아 있어야 합니까?',
    summary: `여권은 한국 출국일 이후 ${PASSPORT_MONTHS}개월 이상 유효해야 합니다.`,
    body: [
      `여권은 한국 출국 예정일 이후 ${PASSPORT_MONTHS}개월 이상 유효해야 하며 사증란 여백이 2면 이상 있어야 합니다. 신청서를 작성할 때 입력한 출국일을 기준으로 여권 유효기간이 자동으로 확인됩니다.`,
      '유효기간이 부족하면 먼저 출입국관리 부서에서 여권을 새로 발급받은 뒤 신청해 주십시오. 기존 여권에 유효한 한국 비자가 있는 경우 신구 여권을 함께 지참하여 입국하거나 비자센터에 문의해 주십시오.',
    ],
  }),

  article('faq-urgent', 'faq', '2026-01-06', {
    title: '可以加急办理吗？',
    summary: `急件审查需${URGENT_DAYS}个工作日，按人收取急件费，且不提供快递上门取件服务。`,
    body: [
      `部分短期签证可选择急件办理，审查时间为${URGENT_DAYS}个工作日（不含递交当天和节假日）。急件费按申请人数收取，在选择签证产品时即可看到是否可选急件。`,
      '急件申请不提供快递上门取件服务，请本人或家属到签证中心递交材料；签发后护照可选择到中心领取或快递返还。',
      '多次签证和长期签证需完整审查，不提供急件办理。急件只缩短签证中心和领事馆的处理时间，不保证签证一定签发。',
    ],
  }, {
    title: 'Can my application be processed urgently?',
    summary: `Urgent review takes ${URGENT_DAYS} working days, the urgent fee is charged per person, and courier pickup is not available.`,
    body: [
      `Some short-stay visas can be processed urgently, with a review time of ${URGENT_DAYS} working days (not counting the day of submission or public holidays). The urgent fee is charged per applicant; when you choose the visa product you can see whether urgent processing is offered.`,
      'Courier pickup is not available for urgent applications: hand in the documents at the visa center yourself or through a family member. After issue, you can collect the passport at the center or have it returned by express.',
      'Multiple-entry and long-stay visas need a full review and cannot be processed urgently. Urgent processing only shortens the handling time at the center and the consulate; it does not guarantee that a visa is issued.',
    ],
  }, {
    title: '긴급 처리가 가능합니까?',
    summary: `긴급 심사는 ${URGENT_DAYS}근무일이 소요되며, 긴급 수수료는 1인당 부과되고 택배 방문 수거는 이용할 수 없습니다.`,
    body: [
      `일부 단기 비자는 긴급 처리를 선택할 수 있으며 심사 기간은 ${URGENT_DAYS}근무일입니다(제출 당일과 공휴일 제외). 긴급 수수료는 신청인 수에 따라 부과되며, 비자 상품을 선택할 때 긴급 처리 가능 여부를 확인할 수 있습니다.`,
      '긴급 신청은 택배 방문 수거를 이용할 수 없으므로 본인 또는 가족이 비자센터에 서류를 제출해야 합니다. 발급 후 여권은 센터에서 수령하거나 택배로 받을 수 있습니다.',
      '복수 비자와 장기 비자는 전체 심사가 필요하여 긴급 처리가 불가능합니다. 긴급 처리는 센터와 공관의 처리 기간을 줄일 뿐 비자 발급을 보장하지 않습니다.',
    ],
  }),

  article('faq-refund', 'faq', '2026-01-06', {
    title: '签证被拒或取消申请，费用可以退还吗？',
    summary: '申请一经受理，签证费和服务费均不予退还。',
    body: [
      '签证申请一经签证中心受理，无论签证是否签发，也无论申请人是否撤回申请，领事馆签证费和签证中心服务费均不予退还。',
      '订单已支付但签证中心尚未受理的，如需取消，请尽快通过服务热线联系签证中心。',
      '签证被拒的，签证中心无法告知拒签原因，也不能代为申诉。申请人可在补充材料后重新申请。',
    ],
  }, {
    title: 'Are fees refunded if the visa is refused or I cancel?',
    summary: 'Once the application has been accepted, the visa fee and the service charge are not refunded.',
    body: [
      'Once the visa center has accepted an application, neither the consulate visa fee nor the center service charge is refunded, whether or not the visa is issued and even if the applicant withdraws the application.',
      'If you have paid but the center has not yet accepted the application and you wish to cancel, contact the visa center on the service hotline as soon as possible.',
      'If a visa is refused, the visa center cannot tell you the reason or appeal on your behalf. You may apply again with additional documents.',
    ],
  }, {
    title: '비자가 거절되거나 신청을 취소하면 수수료를 환불받을 수 있습니까?',
    summary: '신청이 접수된 후에는 비자 수수료와 서비스 수수료를 환불하지 않습니다.',
    body: [
      '비자센터가 신청을 접수한 후에는 비자 발급 여부나 신청 철회와 관계없이 공관 비자 수수료와 비자센터 서비스 수수료를 환불하지 않습니다.',
      '결제는 했지만 아직 센터에서 접수하지 않은 신청을 취소하려면 가능한 한 빨리 고객센터로 연락해 주십시오.',
      '비자가 거절된 경우 비자센터는 거절 사유를 안내하거나 대신 이의를 제기할 수 없습니다. 서류를 보완하여 다시 신청하실 수 있습니다.',
    ],
  }),

  article('faq-payment', 'faq', '2026-01-06', {
    title: '有哪些支付方式？',
    summary: '支持微信支付和支付宝，费用以美元标示，按签证中心公布的汇率以人民币支付。',
    body: [
      '在线申请支持微信支付和支付宝两种支付方式。订单生成后，请用手机扫描页面上的二维码完成支付，页面会自动显示支付结果。',
      `订单须在${PAY_MINUTES}分钟内完成支付，超时未付款的支付将自动关闭，可重新发起支付。签证费和服务费以美元标示，支付时按签证中心公布的汇率折算为人民币。`,
      '如签证中心审核时需要补充费用，您会收到消息通知，可在订单详情中完成补缴。',
    ],
  }, {
    title: 'How can I pay?',
    summary: 'WeChat Pay and Alipay; fees are stated in US dollars and paid in Chinese yuan at the rate published by the visa center.',
    body: [
      'Online applications can be paid with WeChat Pay or Alipay. After the order is created, scan the QR code on the page with your phone; the page shows the result of the payment automatically.',
      `Pay within ${PAY_MINUTES} minutes; a payment not completed in time is closed and you can start it again. The visa fee and service charge are stated in US dollars and converted to Chinese yuan at the rate published by the visa center when you pay.`,
      'If the visa center needs an additional payment during review, you receive a message and can pay it from the order details.',
    ],
  }, {
    title: '어떤 결제 방법이 있습니까?',
    summary: '위챗페이와 알리페이를 지원하며, 수수료는 미국 달러로 표시되고 비자센터가 공지한 환율로 위안화로 결제합니다.',
    body: [
      '온라인 신청은 위챗페이와 알리페이로 결제할 수 있습니다. 주문이 생성되면 화면의 QR코드를 휴대폰으로 스캔하여 결제하며, 결제 결과는 화면에 자동으로 표시됩니다.',
      `결제는 ${PAY_MINUTES}분 안에 완료해야 하며, 시간이 지나면 결제가 닫히고 다시 결제를 시작할 수 있습니다. 비자 수수료와 서비스 수수료는 미국 달러로 표시되며 결제 시 비자센터가 공지한 환율로 위안화로 환산됩니다.`,
      '심사 중 추가 비용이 필요한 경우 메시지로 안내되며, 주문 상세 화면에서 추가 결제를 할 수 있습니다.',
    ],
  }),

  article('faq-delivery-return', 'faq', '2026-01-06', {
    title: '如何递交材料和领取护照？',
    summary: '材料可自行递交（需预约）或快递上门取件；护照可到中心领取或快递返还。',
    body: [
      `递交材料有两种方式：一是本人或家属到签证中心递交，须在线预约递交日期，可预约${RESERVE_DAYS}个工作日之后、当月及之后两个月内的日期；二是快递上门取件，在线填写取件地址即可（急件不适用）。`,
      `同一订单最多${MAX_APPLICANTS}名申请人，须属于同一领事馆管辖区域，材料一并递交。`,
      '护照返还同样有两种方式：到签证中心领取，或快递寄回指定地址。选择快递返还的，签发后可在订单详情中查看快递单号和物流进度。',
    ],
  }, {
    title: 'How do I hand in documents and get my passport back?',
    summary: 'Hand in documents yourself (by appointment) or by courier pickup; collect the passport at the center or have it returned by express.',
    body: [
      `There are two ways to hand in documents. You or a family member can bring them to the visa center on a date booked online: any date from ${RESERVE_DAYS} working days ahead, within the current month and the two following months. Or a courier can collect them from an address you enter online (not for urgent applications).`,
      `One order holds up to ${MAX_APPLICANTS} applicants, all in the jurisdiction of the same consular post, and their documents are handed in together.`,
      'There are also two ways to get the passport back: collect it at the visa center, or have it sent by express to an address you choose. With express return, the tracking number and delivery progress appear in the order details after the visa is issued.',
    ],
  }, {
    title: '서류는 어떻게 제출하고 여권은 어떻게 받습니까?',
    summary: '서류는 직접 제출(예약 필요)하거나 택배 방문 수거를 이용할 수 있고, 여권은 센터에서 수령하거나 택배로 받을 수 있습니다.',
    body: [
      `서류 제출 방법은 두 가지입니다. 본인 또는 가족이 온라인으로 예약한 날짜에 비자센터를 방문하여 제출하며, ${RESERVE_DAYS}근무일 이후부터 이번 달과 다음 두 달 안의 날짜를 예약할 수 있습니다. 또는 온라인으로 수거 주소를 입력하면 택배 기사가 방문하여 수거합니다(긴급 신청 제외).`,
      `한 주문에는 같은 공관 관할 지역에 속한 신청인을 최대 ${MAX_APPLICANTS}명까지 포함할 수 있으며, 서류는 함께 제출합니다.`,
      '여권 반환 방법도 두 가지로, 비자센터에서 직접 수령하거나 지정한 주소로 택배 발송을 받을 수 있습니다. 택배 반환을 선택하면 발급 후 주문 상세에서 송장 번호와 배송 현황을 확인할 수 있습니다.',
    ],
  }),

  article('faq-progress', 'faq', '2026-01-06', {
    title: '如何查询签证办理进度？',
    summary: '在首页“进度查询”中输入申请信息即可查询，无需登录；登录后也可在“我的订单”中查看。',
    body: [
      '无需登录：在首页点击“签证进度查询”，按页面提示输入申请信息和验证码，即可查看当前办理状态。',
      '已登录用户：在个人中心的“我的订单”中可查看每个订单和每位申请人的状态，包括已受理、审查中、已签发和已寄出等。',
      '办理状态发生变化时，系统会发送站内消息。如超过预计办理时间仍无更新，请联系签证中心。',
    ],
  }, {
    title: 'How can I check the progress of my application?',
    summary: 'Use "Progress query" on the home page without logging in, or see "My orders" after logging in.',
    body: [
      'Without logging in: click "Visa progress query" on the home page, enter your application details and the verification code as asked, and the current status is shown.',
      'When logged in: "My orders" in the personal center shows the status of each order and each applicant, such as accepted, under review, issued and sent.',
      'When the status changes you receive a message on the portal. If nothing changes after the expected processing time, please contact the visa center.',
    ],
  }, {
    title: '비자 진행 상황은 어떻게 조회합니까?',
    summary: '로그인 없이 홈페이지의 "진행 조회"에서 신청 정보를 입력하거나, 로그인 후 "내 주문"에서 확인할 수 있습니다.',
    body: [
      '로그인하지 않은 경우: 홈페이지에서 "비자 진행 조회"를 누르고 안내에 따라 신청 정보와 인증 코드를 입력하면 현재 처리 상태를 볼 수 있습니다.',
      '로그인한 경우: 개인 센터의 "내 주문"에서 주문별, 신청인별 상태(접수 완료, 심사 중, 발급 완료, 발송 완료 등)를 확인할 수 있습니다.',
      '처리 상태가 바뀌면 사이트 메시지로 알려 드립니다. 예상 처리 기간이 지나도 변동이 없으면 비자센터에 문의해 주십시오.',
    ],
  }),
];

// Single-page articles: each is shown by its own route, looked up by id (PAGE_ARTICLE_IDS), not by type.
import { MAX_APPLICANTS_PER_ORDER } from '../../../../../domain/constants.ts';
import { NATIONAL_HOTLINE } from '../centers.ts';
import { article } from './article.ts';

export const pages = [
  article('about-us', 'about', '2026-01-05', {
    title: '关于我们',
    summary: '韩国签证申请中心受大韩民国驻华使领馆授权，为申请人提供签证申请受理服务。',
    body: [
      '韩国签证申请中心（以下简称“签证中心”）经大韩民国驻华大使馆及各总领事馆授权，在北京、上海、广州、沈阳、成都、武汉、青岛等地为赴韩签证申请人提供受理服务。',
      '签证中心负责接收申请材料、录入信息、收取费用、返还护照，以及提供咨询、预约和快递服务。是否签发签证、签证种类和有效期由大韩民国使领馆决定，签证中心不参与签证审查。',
      '通过本在线平台，申请人可以为本人或家人在线申请签证，一个订单最多合并五名同一领事馆辖区的申请人，并可在线支付、查询进度、申请发票。',
    ],
  }, {
    title: 'About us',
    summary: 'The Korea Visa Application Center is authorised by the Korean embassy and consulates in China to accept visa applications.',
    body: [
      'The Korea Visa Application Center ("the visa center") is authorised by the Embassy of the Republic of Korea in China and the Korean consulates general to accept visa applications for travel to Korea, with centers in Beijing, Shanghai, Guangzhou, Shenyang, Chengdu, Wuhan, Qingdao and elsewhere.',
      'The visa center receives documents, enters data, collects fees, returns passports and offers information, appointments and courier services. Whether a visa is issued, and its type and validity, are decided by the Korean embassy or consulate; the visa center takes no part in the visa review.',
      'On this portal applicants can apply online for themselves or their family, combine up to five applicants of the same consular jurisdiction in one order, pay online, follow their application and request invoices.',
    ],
  }, {
    title: '센터 소개',
    summary: '한국비자신청센터는 주중국 대한민국 공관의 위임을 받아 비자 신청 접수 업무를 수행합니다.',
    body: [
      '한국비자신청센터(이하 "비자센터")는 주중국 대한민국 대사관과 각 총영사관의 위임을 받아 베이징, 상하이, 광저우, 선양, 청두, 우한, 칭다오 등에서 한국 비자 신청 접수 업무를 수행합니다.',
      '비자센터는 서류 접수, 정보 입력, 수수료 수납, 여권 반환과 상담, 예약, 택배 서비스를 담당합니다. 비자 발급 여부와 비자 종류, 유효기간은 대한민국 공관이 결정하며 비자센터는 비자 심사에 관여하지 않습니다.',
      '이 온라인 플랫폼에서 신청인은 본인 또는 가족의 비자를 온라인으로 신청하고, 같은 공관 관할 지역의 신청인을 한 주문에 최대 5명까지 함께 신청하며, 온라인 결제, 진행 조회, 영수증 신청을 할 수 있습니다.',
    ],
  }),

  article('contact-us', 'contact', '2026-01-05', {
    title: '联系我们',
    summary: `全国服务热线 ${NATIONAL_HOTLINE}，工作日 09:00–17:00。`,
    body: [
      `全国服务热线：${NATIONAL_HOTLINE}（工作日 09:00–17:00，法定节假日除外）。`,
      '各签证中心的地址、电话、电子邮箱和办公时间，请见“签证中心”页面。前往签证中心前，请确认已在线预约递交日期。',
      '意见和建议可登录后在个人中心的“意见反馈”中提交，我们会在5个工作日内回复。',
    ],
  }, {
    title: 'Contact us',
    summary: `National service hotline ${NATIONAL_HOTLINE}, working days 09:00–17:00.`,
    body: [
      `National service hotline: ${NATIONAL_HOTLINE} (working days 09:00–17:00, closed on public holidays).`,
      'The address, phone, e-mail and opening hours of each visa center are on the "Visa centers" page. Before visiting a center, please make sure you have booked a date online to hand in your documents.',
      'You can send comments and suggestions under "Feedback" in the personal center after logging in; we reply within 5 working days.',
    ],
  }, {
    title: '연락처',
    summary: `전국 고객센터 ${NATIONAL_HOTLINE}, 근무일 09:00–17:00.`,
    body: [
      `전국 고객센터: ${NATIONAL_HOTLINE} (근무일 09:00–17:00, 법정 공휴일 휴무).`,
      '각 비자센터의 주소, 전화번호, 이메일, 운영 시간은 "비자센터" 페이지에서 확인하실 수 있습니다. 센터를 방문하기 전에 온라인으로 제출 날짜를 예약했는지 확인해 주십시오.',
      '의견과 제안은 로그인 후 개인 센터의 "의견 보내기"에서 제출하실 수 있으며, 5근무일 이내에 답변해 드립니다.',
    ],
  }),

  article('business-cooperation', 'cooperation', '2026-01-05', {
    title: '商务合作',
    summary: '欢迎旅行社、企业和院校与签证中心合作，为客户、员工和学生提供便捷的签证服务。',
    body: [
      '认证旅行社：经认证的旅行社可使用旅行社账号登录平台，为团队和散客集中办理签证申请。认证需提交营业执照、旅行社业务经营许可证及经办人信息，审核通过后开通账号。',
      '企业客户：经常派员工赴韩商务的企业，可与签证中心签订服务协议，享受专人对接、集中递交和统一开票。',
      '院校合作：与韩国院校有交流项目的高校和语言培训机构，可预约集中办理留学和研修签证，并安排签证说明会。',
      '合作咨询请拨打全国服务热线，或在“意见反馈”中留下单位名称和联系方式，我们将尽快与您联系。上传的营业执照等图片须为png或jpg格式、不超过500KB、清晰并加盖公章。',
    ],
  }, {
    title: 'Business cooperation',
    summary: 'Travel agencies, companies and schools are welcome to work with the visa center to offer easy visa services to their clients, staff and students.',
    body: [
      'Certified travel agencies: a certified agency logs in to the portal with its agency account and submits applications for groups and individual travellers together. Certification requires the business licence, the travel agency operating licence and details of the responsible staff; the account is opened after review.',
      'Companies: companies that often send staff to Korea on business can sign a service agreement with the visa center for a dedicated contact, joint submission and consolidated invoicing.',
      'Schools: universities and language schools with exchange programmes in Korea can book joint processing of study and training visas and arrange visa information sessions.',
      'For cooperation, call the national service hotline or leave your organisation\'s name and contact details under "Feedback", and we will contact you shortly. Uploaded images such as the business licence must be png or jpg, at most 500 KB, clear and bear the company seal.',
    ],
  }, {
    title: '비즈니스 협력',
    summary: '여행사, 기업, 학교와 협력하여 고객, 직원, 학생에게 편리한 비자 서비스를 제공합니다.',
    body: [
      '인증 여행사: 인증을 받은 여행사는 여행사 계정으로 로그인하여 단체 및 개별 여행객의 비자를 일괄 신청할 수 있습니다. 인증에는 사업자등록증, 여행업 경영허가증, 담당자 정보가 필요하며 심사 후 계정이 개설됩니다.',
      '기업 고객: 직원의 한국 출장이 잦은 기업은 비자센터와 서비스 협약을 맺어 전담 창구, 일괄 제출, 통합 영수증 발급을 이용할 수 있습니다.',
      '학교 협력: 한국 대학과 교류 프로그램이 있는 대학 및 어학 교육기관은 유학·연수 비자의 일괄 접수를 예약하고 비자 설명회를 열 수 있습니다.',
      '협력 문의는 전국 고객센터로 전화하시거나 "의견 보내기"에 기관명과 연락처를 남겨 주시면 곧 연락드리겠습니다. 업로드하는 사업자등록증 등의 이미지는 png 또는 jpg 형식, 500KB 이하이며 선명하고 직인이 날인되어 있어야 합니다.',
    ],
  }),

  article('user-agreement', 'agreement', '2026-01-05', {
    title: '用户协议与隐私政策',
    summary: '注册前请阅读：账号使用规则、申请信息的真实性责任、费用规则，以及我们如何处理您的个人信息。',
    body: [
      '一、协议范围。本协议适用于您注册和使用韩国签证在线申请平台（以下简称“平台”）。勾选同意并完成注册，即表示您已阅读并接受本协议。',
      '二、账号。您应使用本人手机号注册，妥善保管密码，不得转借账号。因您保管不善造成的损失由您承担。发现账号被盗用，请立即修改密码并联系签证中心。',
      `三、代为申请。您可以为本人或家庭成员申请签证，一个订单最多${MAX_APPLICANTS_PER_ORDER}名申请人。为他人申请时，您应已取得其同意，并保证所填信息真实、准确、完整。`,
      '四、信息真实性。提交虚假材料或信息可能导致拒签，并可能被限制今后入境韩国。签证中心不对因信息不实造成的后果负责。',
      '五、费用。签证费由领事馆收取，服务费、急件费和快递费由签证中心收取，均在支付前列明。申请一经受理，费用不予退还。签证是否签发由大韩民国使领馆决定。',
      '六、个人信息。我们为办理签证收集您及申请人的身份、联系方式、行程、照片和证件影像等信息，其中包含敏感个人信息。信息将提供给大韩民国驻华使领馆用于签证审查，并仅在办理所需的期间内保存。除法律规定外，我们不会将信息用于其他目的或提供给其他第三方。',
      '七、您的权利。您可以查阅、复制、更正您的个人信息，撤回同意或注销账号。撤回同意不影响此前已进行的处理，但可能导致正在办理的申请无法继续。',
      '八、协议变更。协议变更时，我们将在平台公告，并在您下次登录时提示您确认。',
    ],
  }, {
    title: 'User agreement and privacy policy',
    summary: 'Please read before registering: account rules, your responsibility for true information, fees, and how we handle your personal information.',
    body: [
      '1. Scope. This agreement applies to your registration and use of the Korea visa online application portal ("the portal"). By ticking the box and completing registration you confirm that you have read and accept it.',
      '2. Account. Register with your own mobile number, keep your password safe and do not lend your account to others. You bear any loss caused by careless safekeeping. If your account is misused, change your password at once and contact the visa center.',
      `3. Applying for others. You may apply for yourself or family members, with up to ${MAX_APPLICANTS_PER_ORDER} applicants in one order. When applying for someone else you must have their consent and ensure that the information is true, accurate and complete.`,
      '4. True information. False documents or information may lead to refusal and to restrictions on future entry to Korea. The visa center is not responsible for the consequences of untrue information.',
      '5. Fees. The visa fee is collected for the consulate; the service charge, urgent fee and courier fees are charged by the visa center. All are shown before you pay. Once an application is accepted, fees are not refunded. Whether a visa is issued is decided by the Korean embassy or consulate.',
      '6. Personal information. To process visa applications we collect identity, contact, travel, photo and document image data of you and the applicants, including sensitive personal information. It is provided to the Korean embassy or consulates in China for the visa review and kept only as long as processing requires. Except where the law requires, we do not use it for other purposes or give it to other third parties.',
      '7. Your rights. You may access, copy and correct your personal information, withdraw your consent or close your account. Withdrawing consent does not affect processing already done, but an application in progress may then not be able to continue.',
      '8. Changes. When this agreement changes we announce it on the portal and ask you to confirm it the next time you log in.',
    ],
  }, {
    title: '이용약관 및 개인정보 처리방침',
    summary: '가입 전에 읽어 주십시오: 계정 이용 규칙, 신청 정보의 진실성 책임, 수수료 규정, 개인정보 처리 방법.',
    body: [
      '1. 적용 범위. 이 약관은 한국 비자 온라인 신청 플랫폼(이하 "플랫폼")의 회원 가입과 이용에 적용됩니다. 동의란에 체크하고 가입을 완료하면 이 약관을 읽고 동의한 것으로 봅니다.',
      '2. 계정. 본인 명의의 휴대폰 번호로 가입하고 비밀번호를 안전하게 관리해야 하며 계정을 타인에게 빌려줄 수 없습니다. 관리 소홀로 인한 손해는 본인이 부담합니다. 계정 도용을 발견하면 즉시 비밀번호를 변경하고 비자센터에 연락해 주십시오.',
      `3. 대리 신청. 본인 또는 가족의 비자를 신청할 수 있으며 한 주문에 최대 ${MAX_APPLICANTS_PER_ORDER}명까지 신청할 수 있습니다. 다른 사람을 대신하여 신청할 때에는 그 사람의 동의를 받아야 하며 입력한 정보가 사실이고 정확하며 완전해야 합니다.`,
      '4. 정보의 진실성. 허위 서류나 정보를 제출하면 비자가 거절될 수 있고 향후 한국 입국이 제한될 수 있습니다. 비자센터는 사실과 다른 정보로 인한 결과에 책임을 지지 않습니다.',
      '5. 수수료. 비자 수수료는 공관을 위해 징수하며, 서비스 수수료, 긴급 수수료, 택배 수수료는 비자센터가 부과합니다. 모든 금액은 결제 전에 표시됩니다. 신청이 접수된 후에는 환불되지 않습니다. 비자 발급 여부는 대한민국 공관이 결정합니다.',
      '6. 개인정보. 비자 업무를 위해 회원과 신청인의 신분, 연락처, 여행 일정, 사진, 신분증 이미지 등 민감 개인정보를 포함한 정보를 수집합니다. 이 정보는 비자 심사를 위해 주중국 대한민국 공관에 제공되며 업무에 필요한 기간 동안만 보관합니다. 법률이 정한 경우를 제외하고 다른 목적으로 이용하거나 다른 제3자에게 제공하지 않습니다.',
      '7. 이용자의 권리. 개인정보의 열람, 복사, 정정, 동의 철회, 회원 탈퇴를 요청할 수 있습니다. 동의를 철회해도 이미 이루어진 처리에는 영향이 없으나 진행 중인 신청은 계속할 수 없을 수 있습니다.',
      '8. 약관 변경. 약관이 변경되면 플랫폼에 공지하고 다음 로그인 시 확인을 요청합니다.',
    ],
  }),

  article('useful-links', 'about', '2026-01-05', {
    title: '相关链接',
    summary: '大韩民国驻华大使馆、韩国签证门户、Hi Korea、K-ETA、中国外交部领事服务网和韩国旅游发展局的官方网站。',
    body: [
      '大韩民国驻华大使馆：https://overseas.mofa.go.kr/cn-zh/index.do',
      '韩国签证门户（Korea Visa Portal）：https://www.visa.go.kr',
      'Hi Korea 外国人综合服务网站：https://www.hikorea.go.kr',
      '韩国电子旅行许可（K-ETA）：https://www.k-eta.go.kr',
      '中华人民共和国外交部领事服务网：http://cs.mfa.gov.cn',
      '韩国旅游发展局：https://chinese.visitkorea.or.kr',
      '以上为外部网站，其内容由各网站负责。',
    ],
  }, {
    title: 'Useful links',
    summary: 'Official sites of the Korean embassy in China, the Korea Visa Portal, Hi Korea, K-ETA, the consular service of China\'s Ministry of Foreign Affairs and the Korea Tourism Organization.',
    body: [
      'Embassy of the Republic of Korea in China: https://overseas.mofa.go.kr/cn-en/index.do',
      'Korea Visa Portal: https://www.visa.go.kr',
      'Hi Korea, e-government for foreigners: https://www.hikorea.go.kr',
      'K-ETA, Korea Electronic Travel Authorization: https://www.k-eta.go.kr',
      'Consular service of the Ministry of Foreign Affairs of the People\'s Republic of China: http://cs.mfa.gov.cn',
      'Korea Tourism Organization: https://english.visitkorea.or.kr',
      'These are external sites; each is responsible for its own content.',
    ],
  }, {
    title: '관련 링크',
    summary: '주중국 대한민국 대사관, 대한민국 비자포털, 하이코리아, K-ETA, 중국 외교부 영사 서비스, 한국관광공사 공식 사이트입니다.',
    body: [
      '주중국 대한민국 대사관: https://overseas.mofa.go.kr/cn-ko/index.do',
      '대한민국 비자포털: https://www.visa.go.kr',
      '하이코리아(외국인을 위한 전자정부): https://www.hikorea.go.kr',
      '전자여행허가(K-ETA): https://www.k-eta.go.kr',
      '중화인민공화국 외교부 영사 서비스: http://cs.mfa.gov.cn',
      '한국관광공사: https://korean.visitkorea.or.kr',
      '위 사이트는 외부 사이트이며 각 사이트의 내용은 해당 기관이 책임집니다.',
    ],
  }),
];

import { article } from './article.ts';

export const announcements = [
  article('announcement-portal-launch', 'announcement', '2026-01-05', {
    title: '韩国签证在线申请平台正式上线',
    summary: '即日起，申请人可通过本平台在线填写资料、支付费用并查询办理进度。',
    body: [
      '为方便申请人办理赴韩签证，韩国签证申请中心在线申请平台自2026年1月5日起正式上线。',
      '申请人注册并登录后，可选择签证中心和签证种类，上传护照、身份证和照片，在线填写申请信息，确认签名后选择材料递交方式和护照返还方式，并通过微信支付或支付宝完成缴费。',
      '同一订单最多可合并5名申请人，且须属于同一领事馆管辖区域。',
      '平台上线后，签证中心窗口继续受理现场申请。如有疑问，请拨打全国服务热线或查阅常见问题。',
    ],
  }, {
    title: 'Online visa application portal now open',
    summary: 'Applicants can now fill in their details, pay and track their application online.',
    body: [
      'To make applying for a Korean visa easier, the online application portal of the Korea Visa Application Center opens on 5 January 2026.',
      'After registering and logging in, applicants choose a visa center and visa type, upload their passport, ID card and photo, fill in the application online, sign it, choose how to hand in the documents and how the passport is returned, and pay by WeChat Pay or Alipay.',
      'Up to 5 applicants can be combined in one order, provided they all belong to the jurisdiction of the same consular post.',
      'The center counters continue to accept applications in person. For questions, call the national service hotline or read the FAQ.',
    ],
  }, {
    title: '한국 비자 온라인 신청 플랫폼 정식 오픈',
    summary: '이제 온라인으로 신청 정보 입력, 수수료 결제, 진행 상황 조회가 가능합니다.',
    body: [
      '한국 비자 신청을 보다 편리하게 할 수 있도록 한국비자신청센터 온라인 신청 플랫폼이 2026년 1월 5일 정식 오픈합니다.',
      '회원 가입 후 로그인하여 비자센터와 비자 종류를 선택하고, 여권·신분증·사진을 업로드한 뒤 신청 정보를 입력하고 서명합니다. 이어서 서류 제출 방식과 여권 반환 방식을 선택하고 위챗페이 또는 알리페이로 결제하면 됩니다.',
      '한 건의 주문에 최대 5명의 신청인을 함께 신청할 수 있으며, 모두 같은 공관 관할 지역에 속해야 합니다.',
      '플랫폼 오픈 이후에도 센터 창구에서 방문 신청을 계속 접수합니다. 문의 사항은 전국 고객센터로 전화하시거나 자주 묻는 질문을 참고해 주십시오.',
    ],
  }),

  article('announcement-spring-festival-2026', 'announcement', '2026-02-02', {
    title: '2026年春节期间签证中心服务安排',
    summary: '2月15日至23日春节假期暂停受理，2月14日和2月28日（星期六）正常上班。',
    body: [
      '根据国务院办公厅关于2026年部分节假日安排的通知，各签证中心春节期间服务安排如下。',
      '2026年2月15日（星期日）至2月23日（星期一）放假，暂停受理申请和发放签证。2月14日（星期六）和2月28日（星期六）为调休工作日，签证中心正常办公。',
      '假期期间，在线平台可正常注册、填写资料和支付，提交的申请将于2月24日起按顺序受理。',
      '春节前后为申请高峰期，请有出行计划的申请人提前办理，以免影响行程。',
    ],
  }, {
    title: 'Visa center service during the 2026 Spring Festival',
    summary: 'Closed from 15 to 23 February; open as usual on Saturday 14 and Saturday 28 February.',
    body: [
      'Following the General Office of the State Council notice on the 2026 public holidays, the visa centers will operate as follows during the Spring Festival.',
      'From Sunday 15 February to Monday 23 February 2026 the centers are closed and neither accept applications nor return passports. Saturday 14 February and Saturday 28 February are make-up working days on which the centers are open as usual.',
      'During the holiday the portal remains available for registration, filling in applications and payment; applications submitted will be processed in order from 24 February.',
      'The weeks around the Spring Festival are a peak period. If you plan to travel, please apply early so that your trip is not affected.',
    ],
  }, {
    title: '2026년 춘절 연휴 비자센터 운영 안내',
    summary: '2월 15일부터 23일까지 휴무하며, 2월 14일(토)과 2월 28일(토)은 정상 근무합니다.',
    body: [
      '국무원 판공청의 2026년 공휴일 안내에 따라 춘절 기간 각 비자센터의 운영 일정을 다음과 같이 안내합니다.',
      '2026년 2월 15일(일)부터 2월 23일(월)까지 휴무하며 신청 접수와 여권 반환을 하지 않습니다. 2월 14일(토)과 2월 28일(토)은 대체 근무일로 정상 운영합니다.',
      '연휴 기간에도 온라인 플랫폼에서 회원 가입, 신청서 작성, 결제가 가능하며, 제출된 신청은 2월 24일부터 순서대로 접수합니다.',
      '춘절 전후는 신청이 많은 시기이므로 출국 예정이 있으신 분은 일정에 차질이 없도록 미리 신청해 주십시오.',
    ],
  }),

  article('announcement-photo-rules', 'announcement', '2026-03-02', {
    title: '关于严格执行签证照片规格要求的通知',
    summary: '自2026年3月16日起，不符合规格的照片将无法通过审核，请按要求准备照片。',
    body: [
      '近期部分申请因照片不符合要求被退回，影响了办理时间。自2026年3月16日起，签证中心将严格执行照片规格要求。',
      '照片要求：2寸（3.5厘米×4.5厘米）彩色证件照，白色背景，近6个月内拍摄；面部清晰、正面免冠，不得佩戴眼镜；不得使用修图软件改变面部特征。',
      '在线上传的照片须与递交的纸质照片一致。上传后系统会提示照片是否清晰，请在提交前仔细核对。',
    ],
  }, {
    title: 'Notice: photo requirements will be strictly applied',
    summary: 'From 16 March 2026, photos that do not meet the requirements will not pass review.',
    body: [
      'Recently a number of applications were returned because the photo did not meet the requirements, which delayed processing. From 16 March 2026 the visa centers will strictly apply the photo requirements.',
      'Requirements: a colour passport photo of 3.5 cm × 4.5 cm, white background, taken within the last 6 months; the face clearly visible, facing the camera, without a hat and without glasses; no editing that changes facial features.',
      'The photo uploaded online must be the same as the printed photo handed in. After uploading, the portal tells you whether the photo is clear; please check it carefully before submitting.',
    ],
  }, {
    title: '비자 사진 규격 엄격 적용 안내',
    summary: '2026년 3월 16일부터 규격에 맞지 않는 사진은 심사를 통과할 수 없습니다.',
    body: [
      '최근 사진 규격 미달로 반려되어 처리 기간이 지연되는 사례가 있었습니다. 2026년 3월 16일부터 비자센터는 사진 규격을 엄격히 적용합니다.',
      '사진 규격: 3.5cm×4.5cm 컬러 증명사진, 흰색 배경, 최근 6개월 이내 촬영, 얼굴이 선명하게 보이는 정면 탈모 사진, 안경 착용 불가, 얼굴 특징을 바꾸는 보정 금지.',
      '온라인으로 업로드한 사진은 제출하는 인화 사진과 같아야 합니다. 업로드 후 사진의 선명도 안내가 표시되니 제출 전에 꼼꼼히 확인해 주십시오.',
    ],
  }),

  article('announcement-national-day-2026', 'announcement', '2026-09-10', {
    title: '2026年中秋节、国庆节期间签证中心服务安排',
    summary: '9月25日至27日、10月1日至7日暂停受理；9月20日（星期日）和10月10日（星期六）正常上班。',
    body: [
      '根据国务院办公厅关于2026年部分节假日安排的通知，各签证中心中秋节、国庆节期间服务安排如下。',
      '中秋节：9月25日（星期五）至9月27日（星期日）放假。国庆节：10月1日（星期四）至10月7日（星期三）放假。放假期间暂停受理申请和发放签证。',
      '9月20日（星期日）和10月10日（星期六）为调休工作日，签证中心正常办公。',
      '国庆假期前为出行高峰，请申请人预留足够的办理时间。选择急件办理的申请需要3个工作日，节假日不计入办理时间。',
    ],
  }, {
    title: 'Visa center service during the 2026 Mid-autumn Festival and National Day',
    summary: 'Closed 25–27 September and 1–7 October; open on Sunday 20 September and Saturday 10 October.',
    body: [
      'Following the General Office of the State Council notice on the 2026 public holidays, the visa centers will operate as follows.',
      'Mid-autumn Festival: closed from Friday 25 September to Sunday 27 September. National Day: closed from Thursday 1 October to Wednesday 7 October. No applications are accepted and no passports returned on these days.',
      'Sunday 20 September and Saturday 10 October are make-up working days on which the centers are open as usual.',
      'The days before the National Day holiday are a travel peak; please allow enough time. Urgent processing takes 3 working days, and public holidays do not count as working days.',
    ],
  }, {
    title: '2026년 중추절·국경절 연휴 비자센터 운영 안내',
    summary: '9월 25~27일, 10월 1~7일 휴무하며, 9월 20일(일)과 10월 10일(토)은 정상 근무합니다.',
    body: [
      '국무원 판공청의 2026년 공휴일 안내에 따라 중추절과 국경절 기간 각 비자센터의 운영 일정을 다음과 같이 안내합니다.',
      '중추절: 9월 25일(금)부터 9월 27일(일)까지 휴무. 국경절: 10월 1일(목)부터 10월 7일(수)까지 휴무. 휴무 기간에는 신청 접수와 여권 반환을 하지 않습니다.',
      '9월 20일(일)과 10월 10일(토)은 대체 근무일로 정상 운영합니다.',
      '국경절 연휴 전은 출국 성수기이므로 처리 기간을 충분히 고려해 주십시오. 긴급 처리는 3근무일이 소요되며 공휴일은 근무일에 포함되지 않습니다.',
    ],
  }),

  article('announcement-form-download', 'announcement', '2026-01-05', {
    title: '签证申请表下载说明',
    summary: '在线填写完成后，系统自动生成已填写的签证申请表，可下载打印后签名。',
    body: [
      '通过本平台申请时，无需另行下载空白申请表。全部信息填写并确认后，系统会生成已填写好的签证申请表（PDF）。',
      '登录后进入“我的订单”，打开订单详情即可下载申请表，也可发送至您的电子邮箱。请使用A4纸单面打印，并由申请人本人在签名栏签名；未成年人由监护人代签。',
      '选择到签证中心现场申请的申请人，可在签证中心领取空白申请表。',
    ],
  }, {
    title: 'Downloading the visa application form',
    summary: 'When you finish the online form, the portal creates your filled-in application form to download, print and sign.',
    body: [
      'When you apply through this portal you do not need to download a blank form. Once all information has been entered and confirmed, the portal creates your completed visa application form as a PDF.',
      'Log in, open "My orders" and the order details to download the form, or have it sent to your e-mail address. Print it single-sided on A4 paper and sign it yourself in the signature box; a guardian signs for a minor.',
      'Applicants who apply in person at a visa center can obtain a blank form at the center.',
    ],
  }, {
    title: '비자 신청서 다운로드 안내',
    summary: '온라인 작성을 마치면 작성된 비자 신청서가 자동으로 생성되며, 다운로드하여 인쇄 후 서명하시면 됩니다.',
    body: [
      '이 플랫폼으로 신청하시는 경우 빈 신청서를 따로 다운로드할 필요가 없습니다. 모든 정보를 입력하고 확인하면 작성이 완료된 비자 신청서(PDF)가 생성됩니다.',
      '로그인 후 "내 주문"에서 주문 상세를 열어 신청서를 다운로드하거나 이메일로 받을 수 있습니다. A4 용지에 단면으로 인쇄한 뒤 신청인 본인이 서명란에 서명하며, 미성년자는 법정대리인이 서명합니다.',
      '비자센터를 직접 방문하여 신청하시는 분은 센터에서 빈 신청서를 받으실 수 있습니다.',
    ],
  }),

  article('announcement-other-downloads', 'announcement', '2026-01-05', {
    title: '其他资料下载',
    summary: '在职证明、邀请函等常用材料的填写说明，以及各签证种类的材料清单获取方式。',
    body: [
      '各签证种类所需材料不同。在“选择签证类型”页面选定签证种类后，平台会列出该种类的材料清单。',
      '在职证明：须使用单位抬头纸，写明申请人姓名、职务、入职时间、月收入及准假时间，加盖单位公章并注明联系人和电话。',
      '邀请函：由韩国邀请方出具，写明被邀请人信息、访问目的、日程及费用承担方，并附邀请方身份证明或营业执照复印件。',
      '未成年人申请时，另需提交出生医学证明或户口簿复印件，以及未同行父母的同意书。同意书模板可在签证中心领取。',
    ],
  }, {
    title: 'Other downloads',
    summary: 'How to prepare common documents such as an employment certificate or invitation letter, and where to find the checklist for each visa type.',
    body: [
      'Each visa type requires different documents. After you choose a visa type on the "Choose visa type" page, the portal lists the documents for that type.',
      'Employment certificate: on company letterhead, stating the applicant\'s name, position, date of joining, monthly income and approved leave, with the company seal and a contact person and phone number.',
      'Invitation letter: issued by the inviting party in Korea, stating the invitee\'s details, the purpose and schedule of the visit and who pays the costs, with a copy of the inviter\'s ID or business registration.',
      'For a minor, also hand in a copy of the birth certificate or household register and a consent letter from any parent not travelling. A consent letter template is available at the visa center.',
    ],
  }, {
    title: '기타 자료 다운로드',
    summary: '재직증명서, 초청장 등 자주 쓰는 서류의 작성 방법과 비자 종류별 서류 목록 확인 방법입니다.',
    body: [
      '비자 종류마다 필요한 서류가 다릅니다. "비자 종류 선택" 화면에서 비자 종류를 선택하면 해당 종류의 서류 목록이 표시됩니다.',
      '재직증명서: 회사 양식 용지에 신청인의 이름, 직위, 입사일, 월 소득, 휴가 승인 기간을 기재하고 회사 직인을 날인하며 담당자와 연락처를 적어야 합니다.',
      '초청장: 한국의 초청인이 작성하며 피초청인 정보, 방문 목적과 일정, 비용 부담자를 기재하고 초청인의 신분증 또는 사업자등록증 사본을 첨부합니다.',
      '미성년자가 신청하는 경우 출생의학증명서 또는 호구부 사본과 동행하지 않는 부모의 동의서를 추가로 제출합니다. 동의서 양식은 비자센터에서 받으실 수 있습니다.',
    ],
  }),
];

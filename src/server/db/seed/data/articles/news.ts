import { article } from './article.ts';

export const news = [
  article('news-online-payment', 'news', '2026-01-20', {
    title: '在线平台支持微信支付和支付宝缴费',
    summary: '申请人提交申请后可直接在线支付签证费和服务费，无需到中心现场缴费。',
    body: [
      '自2026年1月20日起，通过在线平台提交的申请可使用微信支付或支付宝缴费。',
      '订单生成后，页面会显示应付金额明细，包括领事馆签证费、签证中心服务费，以及按所选服务产生的急件费、上门取件费和快递返还费。请在订单页面显示的时限内完成支付，超时订单将自动关闭，可重新下单。',
      '支付成功后，可在“我的订单”中查看支付信息并申请开具发票。',
    ],
  }, {
    title: 'Pay online with WeChat Pay or Alipay',
    summary: 'Applicants can now pay the visa fee and service charge online instead of at the center.',
    body: [
      'From 20 January 2026, applications submitted through the portal can be paid with WeChat Pay or Alipay.',
      'When the order is created, the page shows the amount due in detail: the consulate visa fee, the center service charge and, depending on the services chosen, the urgent fee, the courier pickup fee and the return express fee. Please pay within the time shown on the order page; an order not paid in time is closed automatically and you can place it again.',
      'After payment you can see the payment details under "My orders" and request an invoice there.',
    ],
  }, {
    title: '온라인 플랫폼 위챗페이·알리페이 결제 지원',
    summary: '신청 제출 후 센터 방문 없이 비자 수수료와 서비스 수수료를 온라인으로 결제할 수 있습니다.',
    body: [
      '2026년 1월 20일부터 온라인 플랫폼으로 제출한 신청은 위챗페이 또는 알리페이로 결제할 수 있습니다.',
      '주문이 생성되면 결제 금액 내역이 표시됩니다. 영사 비자 수수료와 비자센터 서비스 수수료가 포함되며, 선택한 서비스에 따라 긴급 처리 수수료, 방문 수거 수수료, 택배 반환 수수료가 추가됩니다. 주문 화면에 표시된 시간 안에 결제해 주십시오. 기한 내 결제하지 않은 주문은 자동으로 취소되며 다시 주문하실 수 있습니다.',
      '결제 후 "내 주문"에서 결제 정보를 확인하고 영수증 발급을 신청할 수 있습니다.',
    ],
  }),

  article('news-courier-pickup', 'news', '2026-02-26', {
    title: '签证中心推出上门取件和快递返还服务',
    summary: '申请人可选择快递上门取件递交材料，签证签发后护照可快递寄回。',
    body: [
      '为减少申请人往返签证中心的次数，签证中心推出上门取件和快递返还服务。',
      '递交材料时，可选择本人或家属到中心递交（需提前预约日期），也可选择快递上门取件。护照返还时，可选择到中心领取，或由快递寄送到指定地址，同一订单的多名申请人可分别寄往不同地址。',
      '急件申请办理时间短，不提供快递上门取件服务，请到签证中心递交材料。',
    ],
  }, {
    title: 'Courier pickup and express return now available',
    summary: 'Applicants can have their documents collected by courier and their passports sent back by express.',
    body: [
      'To save applicants trips to the visa center, the centers now offer courier pickup and express return.',
      'To hand in documents, you can come to the center yourself or send a family member (on a date booked in advance), or have a courier collect them. To get the passport back, you can collect it at the center or have it sent by express to an address you choose; applicants in the same order can have their passports sent to different addresses.',
      'Urgent applications have a short processing time, so courier pickup is not available for them; please hand in the documents at the visa center.',
    ],
  }, {
    title: '비자센터 방문 수거 및 택배 반환 서비스 시행',
    summary: '택배 방문 수거로 서류를 제출하고, 비자 발급 후 여권을 택배로 받을 수 있습니다.',
    body: [
      '신청인이 비자센터를 여러 번 방문하지 않도록 방문 수거 및 택배 반환 서비스를 시행합니다.',
      '서류 제출 시 본인 또는 가족이 센터를 방문하여 제출하거나(사전 날짜 예약 필요), 택배 방문 수거를 선택할 수 있습니다. 여권 반환 시에는 센터에서 직접 수령하거나 지정한 주소로 택배 발송을 선택할 수 있으며, 같은 주문의 신청인별로 다른 주소를 지정할 수 있습니다.',
      '긴급 신청은 처리 기간이 짧아 택배 방문 수거를 이용할 수 없으므로 비자센터에 직접 서류를 제출해 주십시오.',
    ],
  }),

  article('news-group-visa-free', 'news', '2026-03-20', {
    title: '韩国对中国团体游客实施临时免签政策',
    summary: '韩国政府对经指定旅行社组织的中国团体游客实施临时免签入境，个人旅游仍需办理签证。',
    body: [
      '韩国政府自2025年9月29日起至2026年6月30日，对经指定旅行社组织的中国团体游客（3人以上）实施临时免签入境政策，免签停留期为15天。',
      '该政策仅适用于通过指定旅行社组团的旅游团。个人旅游、探亲访友、商务、留学等目的赴韩，仍需按规定申请相应签证。',
      '具体适用条件和政策期限以韩国政府公布的信息为准，出行前请向组团旅行社确认。',
    ],
  }, {
    title: 'Korea grants temporary visa-free entry to Chinese tour groups',
    summary: 'Chinese tour groups organised by designated travel agencies may enter Korea without a visa for a limited period; individual travellers still need a visa.',
    body: [
      'From 29 September 2025 to 30 June 2026, the Korean government allows Chinese tour groups of three or more people organised by designated travel agencies to enter without a visa and stay up to 15 days.',
      'The measure applies only to groups organised by designated travel agencies. Individual tourists, and people travelling to visit family or friends, on business or to study, still need to apply for the appropriate visa.',
      'The exact conditions and the period of the measure are those published by the Korean government; please confirm with your travel agency before you travel.',
    ],
  }, {
    title: '한국, 중국 단체관광객 한시적 무비자 입국 시행',
    summary: '지정 여행사가 모집한 중국 단체관광객은 한시적으로 무비자 입국이 가능하며, 개별 여행은 여전히 비자가 필요합니다.',
    body: [
      '한국 정부는 2025년 9월 29일부터 2026년 6월 30일까지 지정 여행사가 모집한 3인 이상 중국 단체관광객에 대해 15일간 무비자 입국을 허용합니다.',
      '이 조치는 지정 여행사를 통한 단체관광에만 적용됩니다. 개별 관광, 친지 방문, 상용, 유학 등의 목적으로 방한하는 경우에는 해당 비자를 신청해야 합니다.',
      '구체적인 적용 요건과 시행 기간은 한국 정부 발표를 따르며, 출국 전 여행사에 확인해 주십시오.',
    ],
  }),

  article('news-jeju-visa-free', 'news', '2026-04-15', {
    title: '济州岛免签入境须知',
    summary: '中国公民以旅游等目的乘直航班次入境济州岛，可免签停留30天，但不得前往韩国其他地区。',
    body: [
      '济州特别自治道对中国公民实施免签入境制度：以旅游等目的经直航航班或邮轮直接入境济州岛的，可免签停留最多30天。',
      '免签入境者只能在济州岛内停留，不得前往首尔、釜山等韩国其他地区。如需在济州岛以外地区旅行，或经韩国其他口岸入境，须提前办理签证。',
      '入境时请备好往返机票、酒店预订等材料。出入境管理部门有权拒绝不符合条件者入境。',
    ],
  }, {
    title: 'Visa-free entry to Jeju Island',
    summary: 'Chinese citizens arriving directly in Jeju for tourism may stay up to 30 days without a visa, but may not travel to the rest of Korea.',
    body: [
      'Jeju Special Self-Governing Province has a visa-free entry scheme for Chinese citizens: arriving directly in Jeju by direct flight or cruise for tourism and similar purposes, they may stay up to 30 days without a visa.',
      'Visa-free visitors must stay on Jeju Island and may not travel on to Seoul, Busan or other parts of Korea. To travel outside Jeju, or to enter Korea through another port, you need a visa in advance.',
      'Please carry your return ticket, hotel booking and similar documents when you arrive. The immigration authorities may refuse entry to anyone who does not meet the conditions.',
    ],
  }, {
    title: '제주도 무사증 입국 안내',
    summary: '관광 등의 목적으로 직항편을 이용해 제주도로 입국하는 중국 국민은 30일간 무비자로 체류할 수 있으나, 다른 지역으로 이동할 수 없습니다.',
    body: [
      '제주특별자치도는 중국 국민에 대해 무사증 입국 제도를 시행하고 있습니다. 관광 등의 목적으로 직항 항공편이나 크루즈로 제주도에 직접 입국하는 경우 최대 30일간 비자 없이 체류할 수 있습니다.',
      '무사증 입국자는 제주도 안에서만 체류해야 하며 서울, 부산 등 다른 지역으로 이동할 수 없습니다. 제주도 외 지역을 여행하거나 다른 공항·항만으로 입국하려면 사전에 비자를 받아야 합니다.',
      '입국 시 왕복 항공권, 숙소 예약 확인서 등을 지참해 주십시오. 요건을 갖추지 못한 경우 출입국 당국이 입국을 거부할 수 있습니다.',
    ],
  }),

  article('news-summer-peak', 'news', '2026-06-15', {
    title: '暑期出行高峰，请提前申请签证',
    summary: '7月至8月为赴韩出行高峰，建议至少在出发前一个月提交申请。',
    body: [
      '每年7月至8月是赴韩旅游、探亲和游学的高峰期，签证申请量明显增加。',
      '建议申请人至少在计划出发日期前一个月提交申请，并确认护照在离开韩国之日后仍有6个月以上有效期。',
      '学生申请人请提前准备在读证明和父母同意书等材料。材料不全的申请需补交材料后才能继续办理。',
    ],
  }, {
    title: 'Summer travel peak: apply early',
    summary: 'July and August are the busiest months for travel to Korea; apply at least one month before you leave.',
    body: [
      'Every year July and August are the busiest months for tourism, family visits and study trips to Korea, and the number of visa applications rises sharply.',
      'We recommend that you apply at least one month before your planned departure and check that your passport will still be valid for at least 6 months after the day you leave Korea.',
      'Students should prepare their certificate of enrolment and parental consent in good time. An incomplete application continues only after the missing documents are handed in.',
    ],
  }, {
    title: '여름 성수기, 비자를 미리 신청하십시오',
    summary: '7~8월은 방한 성수기이므로 출국 최소 한 달 전에 신청하시기 바랍니다.',
    body: [
      '매년 7~8월은 관광, 친지 방문, 어학연수 등으로 방한객이 가장 많은 시기로 비자 신청이 크게 늘어납니다.',
      '출국 예정일 최소 한 달 전에 신청하시고, 여권이 한국 출국일 이후 6개월 이상 유효한지 확인해 주십시오.',
      '학생 신청인은 재학증명서와 부모 동의서 등을 미리 준비해 주십시오. 서류가 미비한 신청은 보완 서류를 제출한 뒤에 처리가 계속됩니다.',
    ],
  }),
];

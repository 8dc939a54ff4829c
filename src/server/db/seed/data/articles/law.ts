import { statutoryConsulateFeeUsd as fee } from '../fees.ts';
import { article } from './article.ts';

export const laws = [
  article('law-immigration-act', 'law', '2026-01-08', {
    title: '韩国《出入国管理法》要点',
    summary: '外国人入境韩国须持有效护照和签证，并在滞留资格和滞留期限内活动。',
    body: [
      '根据韩国《出入国管理法》，外国人入境韩国须持有有效护照和韩国驻外公馆签发的签证。与韩国签订免签协定的国家的国民、济州岛免签等法律规定的情形除外。',
      '签证只是入境许可的推荐，是否准许入境由入境口岸的出入境管理官员最终决定。',
      '外国人须在入境时获得的滞留资格和滞留期限内活动，不得从事与滞留资格不符的活动，如持短期访问签证在韩就业。',
      '拟在韩停留超过90天的外国人，须自入境之日起90天内向住所地出入境管理机关办理外国人登录。违反规定滞留或超期滞留的，可能被处以罚款、驱逐出境或限制再次入境。',
    ],
  }, {
    title: 'Key points of the Korean Immigration Act',
    summary: 'Foreigners entering Korea need a valid passport and visa, and must stay within their status and period of sojourn.',
    body: [
      'Under the Korean Immigration Act, a foreigner entering Korea must hold a valid passport and a visa issued by a Korean mission abroad, except where the law provides otherwise, for example for nationals of countries with a visa-waiver agreement or under the Jeju visa-free scheme.',
      'A visa is a recommendation for entry; the immigration officer at the port of entry decides whether entry is granted.',
      'Foreigners must act within the status of sojourn and the period of stay granted on entry, and may not engage in activities outside that status, such as working in Korea on a short-term visit visa.',
      'A foreigner who intends to stay in Korea for more than 90 days must register as a foreign resident at the local immigration office within 90 days of entry. Breaking these rules or overstaying can lead to a fine, deportation or a ban on re-entry.',
    ],
  }, {
    title: '「출입국관리법」 주요 내용',
    summary: '외국인이 한국에 입국하려면 유효한 여권과 사증이 필요하며, 부여된 체류자격과 체류기간 안에서 활동해야 합니다.',
    body: [
      '「출입국관리법」에 따라 외국인이 입국할 때에는 유효한 여권과 재외공관에서 발급한 사증을 가지고 있어야 합니다. 다만 사증면제협정 체결국 국민이나 제주 무사증 입국 등 법령이 정한 경우는 예외입니다.',
      '사증은 입국 추천의 성격을 가지며, 입국 허가 여부는 입국항의 출입국관리공무원이 최종 결정합니다.',
      '외국인은 입국 시 부여받은 체류자격과 체류기간 범위에서 활동해야 하며, 단기방문 사증으로 취업하는 등 체류자격 외 활동을 해서는 안 됩니다.',
      '90일을 초과하여 체류하려는 외국인은 입국일부터 90일 이내에 체류지 관할 출입국·외국인관서에 외국인등록을 해야 합니다. 이를 위반하거나 체류기간을 넘긴 경우 범칙금, 강제퇴거 또는 입국 규제를 받을 수 있습니다.',
    ],
  }),

  article('law-visa-fees', 'law', '2026-01-08', {
    title: '签证手续费规定',
    summary: `单次（90天以内）${fee.singleLe90}美元，单次（超过90天）${fee.singleGe91}美元，两次${fee.double}美元，多次${fee.multiple}美元；受理后不予退还。`,
    body: [
      `韩国驻华使领馆签证手续费标准如下：单次入境、停留90天以内 ${fee.singleLe90} 美元；单次入境、停留超过90天 ${fee.singleGe91} 美元；两次入境 ${fee.double} 美元；多次入境 ${fee.multiple} 美元。部分签证种类或符合互惠规定的申请人可减免手续费。`,
      '签证手续费由领事馆收取，与签证中心服务费分开列示。费用以美元标示，在线支付时按签证中心公布的汇率折算为人民币。',
      '申请一经受理，无论签证是否签发、申请人是否撤回申请，签证手续费和服务费均不予退还。',
    ],
  }, {
    title: 'Visa fee rules',
    summary: `Single entry up to 90 days USD ${fee.singleLe90}, single entry over 90 days USD ${fee.singleGe91}, double entry USD ${fee.double}, multiple entry USD ${fee.multiple}; not refundable after acceptance.`,
    body: [
      `The visa fees of the Korean embassy and consulates in China are: single entry with a stay of up to 90 days, USD ${fee.singleLe90}; single entry with a stay of more than 90 days, USD ${fee.singleGe91}; double entry, USD ${fee.double}; multiple entry, USD ${fee.multiple}. Some visa types, and applicants covered by reciprocity rules, may be exempt or pay less.`,
      'The visa fee is charged by the consulate and shown separately from the visa center service charge. Fees are stated in US dollars and converted to Chinese yuan at the rate published by the visa center when you pay online.',
      'Once an application has been accepted, neither the visa fee nor the service charge is refunded, whether or not the visa is issued and even if the applicant withdraws the application.',
    ],
  }, {
    title: '사증 수수료 규정',
    summary: `단수(90일 이하) ${fee.singleLe90}달러, 단수(90일 초과) ${fee.singleGe91}달러, 2회 ${fee.double}달러, 복수 ${fee.multiple}달러이며, 접수 후에는 환불되지 않습니다.`,
    body: [
      `주중국 대한민국 공관의 사증 수수료는 다음과 같습니다. 단수 입국·체류 90일 이하 ${fee.singleLe90}달러, 단수 입국·체류 90일 초과 ${fee.singleGe91}달러, 2회 입국 ${fee.double}달러, 복수 입국 ${fee.multiple}달러. 일부 비자 종류나 상호주의 규정에 해당하는 신청인은 수수료가 면제 또는 감면될 수 있습니다.`,
      '사증 수수료는 공관이 징수하며 비자센터 서비스 수수료와 별도로 표시됩니다. 수수료는 미국 달러로 표시되며, 온라인 결제 시 비자센터가 공지한 환율로 위안화로 환산됩니다.',
      '신청이 접수된 후에는 비자 발급 여부나 신청 철회와 관계없이 사증 수수료와 서비스 수수료를 환불하지 않습니다.',
    ],
  }),

  article('law-status-of-sojourn', 'law', '2026-01-12', {
    title: '韩国滞留资格体系简介',
    summary: '韩国签证按滞留资格分类，以字母和数字表示，例如C-3短期访问、D-2留学、F-1访问同居。',
    body: [
      '韩国签证以“滞留资格”区分，每种资格对应允许的活动范围和最长滞留期限，代码由字母和数字组成。',
      'A类为外交、公务和协定；B类为免签和观光通过；C类为短期停留，如C-3短期访问（C-3-1短期一般、C-3-3医疗观光、C-3-4一般商务、C-3-9一般旅游等），停留不超过90天；D类为留学、研修、驻在、企业投资等长期停留；E类为就业，如E-7特定活动、E-9非专业就业；F类为访问同居、居住、在外同胞、永住和结婚移民；G-1为其他；H类为打工度假和访问就业。',
      '申请时请根据实际访问目的选择滞留资格。如对应哪种资格不明确，请咨询签证中心。',
    ],
  }, {
    title: 'The Korean status-of-sojourn system',
    summary: 'Korean visas are classified by status of sojourn, written as letters and numbers, such as C-3 short-term visit, D-2 study or F-1 visiting family.',
    body: [
      'Korean visas are distinguished by status of sojourn. Each status sets the activities allowed and the longest period of stay, and has a code of letters and numbers.',
      'A: diplomatic, official and agreement statuses. B: visa waiver and tourism/transit without a visa. C: short stays, such as C-3 short-term visit (C-3-1 short-term general, C-3-3 medical tourism, C-3-4 short-term business, C-3-9 tourism and others), up to 90 days. D: long stays for study, training, intra-company transfer, corporate investment and similar. E: employment, such as E-7 specially designated activities or E-9 non-professional employment. F: visiting and joining family, residence, overseas Koreans, permanent residence and marriage migrants. G-1: miscellaneous. H: working holiday and working visit.',
      'Choose the status that matches the real purpose of your visit. If you are not sure which one applies, ask the visa center.',
    ],
  }, {
    title: '한국 체류자격 체계 안내',
    summary: '한국 비자는 체류자격별로 구분되며 C-3 단기방문, D-2 유학, F-1 방문동거처럼 문자와 숫자로 표시합니다.',
    body: [
      '한국 비자는 "체류자격"으로 구분되며, 체류자격마다 허용되는 활동 범위와 최대 체류기간이 정해져 있고 문자와 숫자로 된 기호를 사용합니다.',
      'A계열은 외교·공무·협정, B계열은 사증면제와 관광통과, C계열은 단기 체류로 C-3 단기방문(C-3-1 단기일반, C-3-3 의료관광, C-3-4 일반상용, C-3-9 일반관광 등)이 있으며 체류기간은 90일 이내입니다. D계열은 유학·연수·주재·기업투자 등 장기 체류, E계열은 E-7 특정활동, E-9 비전문취업 등 취업, F계열은 방문동거·거주·재외동포·영주·결혼이민, G-1은 기타, H계열은 관광취업과 방문취업입니다.',
      '신청 시에는 실제 방문 목적에 맞는 체류자격을 선택해 주십시오. 어떤 체류자격에 해당하는지 분명하지 않으면 비자센터에 문의해 주십시오.',
    ],
  }),

  article('law-personal-information', 'law', '2026-01-15', {
    title: '个人信息保护与跨境提供说明',
    summary: '依据《中华人民共和国个人信息保护法》，说明签证申请中个人信息的处理和向韩国使领馆的提供。',
    body: [
      '签证申请需要处理申请人的身份证件、照片、联系方式、行程等个人信息，其中身份证件号码等属于敏感个人信息。签证中心依据《中华人民共和国个人信息保护法》处理上述信息。',
      '签证中心仅为办理签证的目的处理个人信息，并以签证审查所必需的范围为限。申请信息将提供给大韩民国驻华使领馆用于签证审查，属于向境外提供个人信息；申请人在提交申请前会看到单独的告知并需明确同意。',
      '申请人有权查阅、复制和更正本人的个人信息，并可在法律规定的情形下要求删除。行使权利或投诉，请通过“联系我们”页面所列方式与签证中心联系。',
    ],
  }, {
    title: 'Personal information protection and cross-border transfer',
    summary: 'How personal information in a visa application is handled and provided to the Korean embassy and consulates, under the Personal Information Protection Law of the People\'s Republic of China.',
    body: [
      'A visa application requires the applicant\'s identity documents, photo, contact details, travel plans and other personal information, some of which, such as the ID number, is sensitive personal information. The visa center handles this information in accordance with the Personal Information Protection Law of the People\'s Republic of China.',
      'The visa center handles personal information only to process the visa application and only as far as the visa review requires. The application is provided to the Korean embassy or consulate in China for the visa review, which is a transfer of personal information abroad; before submitting, the applicant sees a separate notice and must give explicit consent.',
      'Applicants have the right to access, copy and correct their personal information, and to have it deleted in the cases the law provides. To exercise these rights or to complain, contact the visa center through the channels on the "Contact us" page.',
    ],
  }, {
    title: '개인정보 보호 및 국외 제공 안내',
    summary: '「중화인민공화국 개인정보보호법」에 따라 비자 신청 시 개인정보의 처리와 주중 한국 공관에 대한 제공을 안내합니다.',
    body: [
      '비자 신청에는 신청인의 신분증, 사진, 연락처, 여행 일정 등 개인정보가 필요하며, 그중 신분증 번호 등은 민감 개인정보에 해당합니다. 비자센터는 「중화인민공화국 개인정보보호법」에 따라 이 정보를 처리합니다.',
      '비자센터는 비자 업무를 위해서만, 그리고 비자 심사에 필요한 범위에서만 개인정보를 처리합니다. 신청 정보는 비자 심사를 위해 주중국 대한민국 공관에 제공되며 이는 개인정보의 국외 제공에 해당합니다. 신청인은 제출 전에 별도의 고지를 확인하고 명시적으로 동의해야 합니다.',
      '신청인은 본인의 개인정보를 열람·복사·정정할 수 있으며, 법률이 정한 경우 삭제를 요구할 수 있습니다. 권리 행사나 민원은 "연락처" 페이지에 안내된 방법으로 비자센터에 문의해 주십시오.',
    ],
  }),
];

// Visa types offered through the centers: real Korean status-of-sojourn codes. The 'permanent' stay tier is
// served by the long-stay category list (permanent.ts), so no type here carries it.
import type { Localized, VisaType } from './types.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const visaTypes: readonly VisaType[] = [
  {
    id: 'type-c-3-9',
    code: 'C-3-9',
    purpose: 'tourismTransit',
    stayTier: 'le90',
    name: t('C-3-9 一般旅游/过境', 'C-3-9 Tourism / transit', 'C-3-9 일반관광·통과'),
    description: t(
      '以个人旅游或经韩国过境为目的的短期访问，每次停留不超过90天。',
      'Short visits for individual tourism or transit through Korea; each stay up to 90 days.',
      '개인 관광 또는 한국 경유를 목적으로 하는 단기 방문으로, 1회 체류 90일 이내입니다.',
    ),
    sortOrder: 1,
  },
  {
    id: 'type-c-3-1',
    code: 'C-3-1',
    purpose: 'meeting',
    stayTier: 'le90',
    name: t('C-3-1 短期一般', 'C-3-1 Short-term general', 'C-3-1 단기일반'),
    description: t(
      '参加会议、活动、短期探亲访友等不以营利为目的的短期访问，每次停留不超过90天。',
      'Short non-profit visits such as attending meetings or events, or visiting relatives and friends briefly; each stay up to 90 days.',
      '회의·행사 참석, 단기 친지 방문 등 영리 목적이 아닌 단기 방문으로, 1회 체류 90일 이내입니다.',
    ),
    sortOrder: 2,
  },
  {
    id: 'type-c-3-3',
    code: 'C-3-3',
    purpose: 'medicalTourism',
    stayTier: 'le90',
    name: t('C-3-3 医疗观光', 'C-3-3 Medical tourism', 'C-3-3 의료관광'),
    description: t(
      '在韩国医疗机构接受治疗或疗养，需提供医疗机构出具的预约或邀请材料，每次停留不超过90天。',
      'Treatment or recuperation at a Korean medical institution, with an appointment or invitation from the institution; each stay up to 90 days.',
      '한국 의료기관에서 진료 또는 요양을 받기 위한 방문으로, 의료기관의 예약 또는 초청 서류가 필요하며 1회 체류 90일 이내입니다.',
    ),
    sortOrder: 3,
  },
  {
    id: 'type-c-3-4',
    code: 'C-3-4',
    purpose: 'shortTermBusiness',
    stayTier: 'le90',
    name: t('C-3-4 一般商务', 'C-3-4 Short-term business', 'C-3-4 일반상용'),
    description: t(
      '市场调查、商务洽谈、签订合同、验收设备等短期商务活动，不得在韩从事有报酬的工作，每次停留不超过90天。',
      'Short business activities such as market research, negotiations, signing contracts or inspecting equipment; paid work in Korea is not allowed; each stay up to 90 days.',
      '시장조사, 상담, 계약 체결, 설비 검수 등 단기 상용 활동으로, 한국 내 보수를 받는 취업은 할 수 없으며 1회 체류 90일 이내입니다.',
    ),
    sortOrder: 4,
  },
  {
    id: 'type-d-2',
    code: 'D-2',
    purpose: 'studyTraining',
    stayTier: 'ge91',
    name: t('D-2 留学', 'D-2 Study', 'D-2 유학'),
    description: t(
      '在韩国的专科大学、大学或研究生院攻读正规学位课程或从事研究。',
      'Degree programmes or research at a Korean junior college, university or graduate school.',
      '한국의 전문대학·대학·대학원에서 정규 학위과정을 이수하거나 연구를 하려는 경우입니다.',
    ),
    sortOrder: 5,
  },
  {
    id: 'type-d-4',
    code: 'D-4',
    purpose: 'studyTraining',
    stayTier: 'ge91',
    name: t('D-4 一般研修', 'D-4 General training', 'D-4 일반연수'),
    description: t(
      '在大学附属语学院学习韩语，或在研修机构接受技术、技能等研修（不含有报酬的工作）。',
      'Korean-language courses at a university language institute, or technical training at a training institution (no paid work).',
      '대학 부설 어학원에서 한국어를 배우거나 연수기관에서 기술·기능 연수를 받는 경우입니다(보수를 받는 취업 제외).',
    ),
    sortOrder: 6,
  },
  {
    id: 'type-e-7',
    code: 'E-7',
    purpose: 'employment',
    stayTier: 'ge91',
    name: t('E-7 特定活动', 'E-7 Specially designated activities', 'E-7 특정활동'),
    description: t(
      '与韩国公私机构签订合同，从事法务部长官指定的专业、准专业或熟练技能职业。',
      'Employment under contract with a Korean public or private organisation in a professional, semi-professional or skilled occupation designated by the Minister of Justice.',
      '한국의 공사 기관과 계약을 맺고 법무부장관이 지정한 전문·준전문·숙련기능 직종에 종사하는 경우입니다.',
    ),
    sortOrder: 7,
  },
  {
    id: 'type-d-7',
    code: 'D-7',
    purpose: 'tradeInvestmentPosting',
    stayTier: 'ge91',
    name: t('D-7 驻在', 'D-7 Intra-company transfer', 'D-7 주재'),
    description: t(
      '外国企业向其在韩国的分公司、子公司或办事处派遣的必要专业人员。',
      'Specialists sent by a foreign company to its branch, subsidiary or liaison office in Korea.',
      '외국 기업이 한국 내 지점·자회사·사무소에 파견하는 필수 전문인력입니다.',
    ),
    sortOrder: 8,
  },
  {
    id: 'type-d-8',
    code: 'D-8',
    purpose: 'tradeInvestmentPosting',
    stayTier: 'ge91',
    name: t('D-8 企业投资', 'D-8 Corporate investment', 'D-8 기업투자'),
    description: t(
      '依据《外国人投资促进法》在韩投资的外商投资企业的经营管理及专业技术人员。',
      'Managers and specialists of a foreign-invested company under the Foreign Investment Promotion Act.',
      '「외국인투자촉진법」에 따른 외국인투자기업의 경영·관리 또는 전문 기술 인력입니다.',
    ),
    sortOrder: 9,
  },
  {
    id: 'type-f-1',
    code: 'F-1',
    purpose: 'visitingRelatives',
    stayTier: 'ge91',
    name: t('F-1 访问同居', 'F-1 Visiting and joining family', 'F-1 방문동거'),
    description: t(
      '探望在韩居住的亲属或与其共同生活，停留超过90天，不得从事有报酬的工作。',
      'Visiting or living with relatives who reside in Korea, for more than 90 days; paid work is not allowed.',
      '한국에 거주하는 친척을 방문하거나 함께 생활하기 위한 90일 초과 체류로, 취업은 할 수 없습니다.',
    ),
    sortOrder: 10,
  },
  {
    id: 'type-f-6',
    code: 'F-6',
    purpose: 'marriageImmigration',
    stayTier: 'ge91',
    name: t('F-6 结婚移民', 'F-6 Marriage migrant', 'F-6 결혼이민'),
    description: t(
      '韩国国民的配偶，或在韩国抚养与韩国国民所生子女的父母。',
      'Spouses of Korean nationals, or parents raising in Korea a child born of a marriage with a Korean national.',
      '한국 국민의 배우자, 또는 한국 국민과의 혼인으로 출생한 자녀를 한국에서 양육하는 부모입니다.',
    ),
    sortOrder: 11,
  },
];

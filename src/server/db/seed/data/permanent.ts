// Long-stay and residence categories listed by GET /api-visa/permanent/list: what the stay tiers "91 days or
// more" and "permanent" can lead to. Meanings follow Korea's Immigration Act, Enforcement Decree table 1-2.
import type { Localized, PermanentCategory } from './types.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const permanentCategories: readonly PermanentCategory[] = [
  {
    code: 'F-5',
    name: t('F-5 永久居住', 'F-5 Permanent residence', 'F-5 영주'),
    description: t(
      '符合居住年限、收入、韩语能力等条件者可获得的永久居留资格，一般在韩国境内向出入境管理机关申请。',
      'Permanent residence for those who meet conditions such as years of residence, income and Korean language ability; usually applied for in Korea at an immigration office.',
      '거주 기간, 소득, 한국어 능력 등의 요건을 갖춘 사람에게 부여되는 영주 자격으로, 일반적으로 국내 출입국·외국인관서에 신청합니다.',
    ),
    sortOrder: 1,
  },
  {
    code: 'F-2',
    name: t('F-2 居住', 'F-2 Residence', 'F-2 거주'),
    description: t(
      '永久居住资格者的配偶及未成年子女、难民认定者、积分制优秀人才等长期居住者。',
      'Long-term residents such as the spouse and minor children of a permanent resident, recognised refugees and holders of points-based talent status.',
      '영주권자의 배우자 및 미성년 자녀, 난민 인정자, 점수제 우수 인재 등 장기 거주자입니다.',
    ),
    sortOrder: 2,
  },
  {
    code: 'F-4',
    name: t('F-4 在外同胞', 'F-4 Overseas Korean', 'F-4 재외동포'),
    description: t(
      '曾拥有韩国国籍者或其直系后裔（含中国朝鲜族），可在韩长期居住并从事大部分经济活动（单纯劳务等除外）。',
      'Former Korean nationals and their lineal descendants (including ethnic Koreans in China); they may live in Korea long-term and do most economic activities, except simple labour.',
      '대한민국 국적을 보유했던 사람 또는 그 직계비속(중국 동포 포함)으로, 장기 체류하며 단순노무 등을 제외한 대부분의 경제활동을 할 수 있습니다.',
    ),
    sortOrder: 3,
  },
  {
    code: 'F-6',
    name: t('F-6 结婚移民', 'F-6 Marriage migrant', 'F-6 결혼이민'),
    description: t(
      '韩国国民的配偶，或在韩抚养与韩国国民所生子女的父母，可在韩就业。',
      'Spouses of Korean nationals, or parents raising in Korea a child of a Korean national; employment is allowed.',
      '한국 국민의 배우자 또는 한국 국민과의 사이에서 출생한 자녀를 국내에서 양육하는 부모로, 취업이 가능합니다.',
    ),
    sortOrder: 4,
  },
  {
    code: 'F-1',
    name: t('F-1 访问同居', 'F-1 Visiting and joining family', 'F-1 방문동거'),
    description: t(
      '探望在韩亲属或与其共同生活，停留超过90天，不得就业。',
      'Visiting or living with relatives in Korea for more than 90 days; no employment.',
      '국내 친척 방문 또는 동거를 위한 90일 초과 체류로, 취업할 수 없습니다.',
    ),
    sortOrder: 5,
  },
  {
    code: 'F-3',
    name: t('F-3 同伴', 'F-3 Dependent family', 'F-3 동반'),
    description: t(
      '持D-1至E-7签证者（部分资格除外）的配偶及未成年子女，不得就业。',
      'Spouse and minor children of holders of statuses D-1 to E-7 (with some exceptions); no employment.',
      '문화예술(D-1)부터 특정활동(E-7)까지의 자격 소지자(일부 제외)의 배우자 및 미성년 자녀로, 취업할 수 없습니다.',
    ),
    sortOrder: 6,
  },
  {
    code: 'D-2',
    name: t('D-2 留学', 'D-2 Study', 'D-2 유학'),
    description: t(
      '在韩国专科大学、大学或研究生院攻读学位或从事研究。',
      'Degree studies or research at a Korean junior college, university or graduate school.',
      '국내 전문대학·대학·대학원에서의 학위과정 이수 또는 연구입니다.',
    ),
    sortOrder: 7,
  },
  {
    code: 'D-4',
    name: t('D-4 一般研修', 'D-4 General training', 'D-4 일반연수'),
    description: t(
      '在大学附属语学院学习韩语，或在研修机构接受研修。',
      'Korean-language study at a university language institute, or training at a training institution.',
      '대학 부설 어학원에서의 한국어 연수 또는 연수기관에서의 연수입니다.',
    ),
    sortOrder: 8,
  },
  {
    code: 'D-7',
    name: t('D-7 驻在', 'D-7 Intra-company transfer', 'D-7 주재'),
    description: t(
      '外国企业派往其韩国分支机构的专业人员。',
      "Specialists posted by a foreign company to its branch or office in Korea.",
      '외국 기업이 국내 지점·사무소에 파견한 전문인력입니다.',
    ),
    sortOrder: 9,
  },
  {
    code: 'D-8',
    name: t('D-8 企业投资', 'D-8 Corporate investment', 'D-8 기업투자'),
    description: t(
      '外商投资企业的经营管理及专业技术人员，以及符合条件的技术创业者。',
      'Managers and specialists of foreign-invested companies, and qualifying technology start-up founders.',
      '외국인투자기업의 경영·관리 및 전문 기술 인력과 요건을 갖춘 기술창업자입니다.',
    ),
    sortOrder: 10,
  },
  {
    code: 'D-10',
    name: t('D-10 求职', 'D-10 Job seeking', 'D-10 구직'),
    description: t(
      '为在专业领域求职或进行实习、准备技术创业而停留。',
      'Stay to look for professional employment, do an internship or prepare a technology start-up.',
      '전문 분야 구직, 인턴 활동 또는 기술창업 준비를 위한 체류입니다.',
    ),
    sortOrder: 11,
  },
  {
    code: 'E-2',
    name: t('E-2 会话指导', 'E-2 Foreign language instructor', 'E-2 회화지도'),
    description: t(
      '在语言培训机构、学校等教授外语会话，需符合母语及学历要求。',
      'Teaching foreign-language conversation at language institutes, schools and similar; native-language and degree requirements apply.',
      '어학원, 학교 등에서 외국어 회화를 가르치는 활동으로, 모국어 및 학력 요건이 있습니다.',
    ),
    sortOrder: 12,
  },
  {
    code: 'E-7',
    name: t('E-7 特定活动', 'E-7 Specially designated activities', 'E-7 특정활동'),
    description: t(
      '与韩国机构签约，从事法务部长官指定的专业、准专业或熟练技能职业。',
      'Contract employment with a Korean organisation in an occupation designated by the Minister of Justice.',
      '국내 기관과 계약하여 법무부장관이 지정한 전문·준전문·숙련기능 직종에 종사합니다.',
    ),
    sortOrder: 13,
  },
  {
    code: 'E-9',
    name: t('E-9 非专业就业', 'E-9 Non-professional employment', 'E-9 비전문취업'),
    description: t(
      '依据雇佣许可制，在制造业、农畜产业、渔业等领域就业。',
      'Employment under the Employment Permit System in manufacturing, agriculture and livestock, fishing and similar sectors.',
      '고용허가제에 따라 제조업, 농축산업, 어업 등 분야에 취업합니다.',
    ),
    sortOrder: 14,
  },
  {
    code: 'H-2',
    name: t('H-2 访问就业', 'H-2 Working visit', 'H-2 방문취업'),
    description: t(
      '中国、独联体等国家的25岁以上同胞，可在韩访问亲属并在许可行业就业。',
      'Ethnic Koreans aged 25 or over from China, the CIS and similar countries may visit relatives and work in permitted sectors.',
      '중국·독립국가연합 등 국적의 만 25세 이상 동포로, 친척 방문과 허용 업종 취업이 가능합니다.',
    ),
    sortOrder: 15,
  },
];

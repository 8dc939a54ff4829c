import { STAY_TIERS } from '../../domain/constants.ts';
import { EDUCATION_LEVELS, MARITAL_STATUSES, OCCUPATIONS, OTHER_PASSPORT_TYPES } from '../../domain/applicant-forms.ts';
import { COST_PAYERS } from '../../domain/invitation-form.ts';
import { KOREA_FAMILY_RELATIONSHIPS, PURPOSES } from '../../domain/visit-form.ts';

// The printed form's labels, Chinese above English as the center's officers read them. The screens' labels live
// in the SPA's i18n files, which the server may not import (architecture: rooms); these are the same words, in the
// order the screens ask them (form-steps/step-templates.ts, documents-helpers.ts), so form and review agree.
// The choice lists are typed by the domain's own value lists: a value added there fails to compile here.
// Field labels and section titles also carry Korean (`ko`), never printed: the incorrect-details feature names the
// fields the visa center flagged from these labels (incorrect/labels.ts), and a Korean reader reads them in Korean,
// in the words of the SPA's ko.json (form-steps, documents, confirm). The PDF stays Chinese above English.

export interface Bilingual {
  zh: string;
  en: string;
  /** Not printed; for naming a field to a Korean reader (incorrect details). Every field and section title has one. */
  ko?: string;
}

const l = (zh: string, en: string, ko?: string): Bilingual => ({ zh, en, ...(ko ? { ko } : {}) });

export interface FieldSpec {
  key: string;
  label: Bilingual;
  choices?: Readonly<Record<string, Bilingual>>;
  /** A list of entries (companions, visits …): `label` names one entry, numbered; `entry` its fields. */
  entry?: readonly FieldSpec[];
}

export interface SectionSpec {
  /** The ApplicantData key the answers are read from. */
  source: string;
  title: Bilingual;
  fields: readonly FieldSpec[];
}

const f = (key: string, zh: string, en: string, ko: string, choices?: Readonly<Record<string, Bilingual>>): FieldSpec => ({ key, label: l(zh, en, ko), ...(choices ? { choices } : {}) });
const list = (key: string, zh: string, en: string, ko: string, entry: FieldSpec[]): FieldSpec => ({ key, label: l(zh, en, ko), entry });

function choices<const T extends readonly string[]>(_values: T, labels: { [K in T[number]]: Bilingual }): Readonly<Record<string, Bilingual>> {
  return labels;
}

export const yesNo = { yes: l('是', 'Yes'), no: l('否', 'No') };

const gender = { male: l('男', 'Male'), female: l('女', 'Female') };
const otherPassportTypes = choices(OTHER_PASSPORT_TYPES, {
  diplomatic: l('外交护照', 'Diplomatic'), official: l('公务护照', 'Official'), ordinary: l('普通护照', 'Ordinary'), other: l('其他', 'Other'),
});
const marital = choices(MARITAL_STATUSES, { married: l('已婚', 'Married'), divorced: l('离异或未婚', 'Divorced or not married'), single: l('单身', 'Single') });
const education = choices(EDUCATION_LEVELS, {
  masterOrDoctor: l('硕士或博士', "Master's or doctorate"), bachelor: l('本科', "Bachelor's degree"), highSchool: l('高中', 'High school'), other: l('其他', 'Other'),
});
const occupation = choices(OCCUPATIONS, {
  entrepreneur: l('企业主', 'Business owner'), selfEmployed: l('个体经营', 'Self-employed'), companyEmployee: l('公司职员', 'Company employee'),
  civilServant: l('公务员', 'Civil servant'), student: l('学生', 'Student'), retired: l('退休', 'Retired'), unemployed: l('无业', 'Not working'), other: l('其他', 'Other'),
});
const purpose = choices(PURPOSES, {
  tourismTransit: l('旅游、过境', 'Tourism or transit'), meeting: l('会议', 'Meeting'), medicalTourism: l('医疗旅游', 'Medical tourism'),
  shortTermBusiness: l('短期商务', 'Short-term business'), studyTraining: l('留学、研修', 'Study or training'), employment: l('就业', 'Employment'),
  tradeInvestmentPosting: l('贸易、投资、派驻', 'Trade, investment or posting'), visitingRelatives: l('探亲访友', 'Visiting family or friends'),
  marriageImmigration: l('婚姻移民', 'Marriage migration'), diplomaticOfficial: l('外交、公务', 'Diplomatic or official'), other: l('其他', 'Other'),
});
const stayTier = choices(STAY_TIERS, { le90: l('90天及以下', '90 days or less'), ge91: l('91天及以上', '91 days or more'), permanent: l('永久居留', 'Permanent') });
const familyRelationship = choices(KOREA_FAMILY_RELATIONSHIPS, { spouse: l('配偶', 'Spouse'), child: l('子女', 'Child'), parent: l('父母', 'Parent'), sibling: l('兄弟姐妹', 'Brother or sister') });
const costPayer = choices(COST_PAYERS, { self: l('本人', 'Myself'), inviter: l('邀请人', 'The inviter'), other: l('其他', 'Someone else') });

export const formText = {
  title: l('大韩民国签证申请表', 'Visa Application Form — Republic of Korea'),
  orderNo: l('订单号', 'Order no.'),
  applyId: l('申请编号', 'Application no.'),
  applicant: l('申请人', 'Applicant'),
  submittedAt: l('提交日期', 'Submitted on'),
  photo: l('照片', 'Photo'),
  noPhoto: l('无照片', 'No photo'),
  qrCaption: l('签证中心扫码', 'For the visa center to scan'),
  visa: l('签证信息', 'Visa'),
  visaType: l('签证类型', 'Visa type'),
  visaProduct: l('签证产品', 'Visa product'),
  urgent: l('加急', 'Urgent'),
  identity: l('身份证', 'ID card'),
  birthCertificate: l('未满18周岁，以出生医学证明代替身份证', 'Under 18: birth medical certificate instead of an ID card'),
  bankCard: l('银行卡', 'Bank card'),
  declaration: l('申请人声明', "Applicant's declaration"),
  statementZh: '本人声明：本申请中填写的所有信息真实、准确、完整。本人知悉，提供虚假信息可能导致签证被拒或被撤销。本人同意签证中心为办理签证处理上述信息。',
  statementEn: 'I declare that all the information in this application is true, correct and complete. I understand that false information may lead to the visa being refused or revoked. I agree that the visa center processes this information to handle the application.',
  signature: l('申请人签名', "Applicant's signature"),
  signedAt: l('签名日期', 'Signed on'),
  notSigned: l('尚未签名', 'Not signed yet'),
  page: l('页', 'Page'),
} as const;

/** Sections in the confirmation screen's order: documents, then the form steps (invitation/cost/helper split in three). */
export const formSections: readonly SectionSpec[] = [
  {
    source: 'passport',
    title: l('护照信息', 'Passport', '여권 정보'),
    fields: [
      f('passportNum', '护照号码', 'Passport number', '여권 번호'), f('surnameZh', '中文姓', 'Surname (Chinese)', '성(중문)'), f('nameZh', '中文名', 'Given name (Chinese)', '이름(중문)'),
      f('surnameEn', '英文姓', 'Surname (English)', '성(영문)'), f('nameEn', '英文名', 'Given name (English)', '이름(영문)'), f('gender', '性别', 'Sex', '성별', gender),
      f('birthDate', '出生日期', 'Date of birth', '생년월일'), f('birthPlaceZh', '出生地（中文）', 'Place of birth (Chinese)', '출생지(중문)'),
      f('birthPlaceEn', '出生地（英文）', 'Place of birth (English)', '출생지(영문)'), f('birthCountry', '出生国家', 'Country of birth', '출생 국가'),
      f('issuancePlaceZh', '签发地（中文）', 'Place of issue (Chinese)', '발급지(중문)'), f('issuancePlaceEn', '签发地（英文）', 'Place of issue (English)', '발급지(영문)'),
      f('issuanceDate', '签发日期', 'Date of issue', '발급일'), f('issuancePeriod', '有效期至', 'Date of expiry', '만료일'),
    ],
  },
  {
    source: 'idCard',
    title: l('身份证信息', 'ID card', '신분증 정보'),
    fields: [
      f('name', '姓名', 'Name', '이름'), f('gender', '性别', 'Sex', '성별', gender), f('nation', '民族', 'Ethnic group', '민족'), f('birthDate', '出生日期', 'Date of birth', '생년월일'),
      f('address', '住址', 'Address', '주소'), f('idCardNo', '公民身份号码', 'ID number', '신분증 번호'), f('idcardAuthority', '签发机关', 'Issuing authority', '발급 기관'),
      f('idcardStartDate', '有效期起始日期', 'First day of validity', '유효기간 시작일'), f('idcardEndDate', '有效期截止日期', 'Last day of validity', '유효기간 종료일'),
      f('longTerm', '长期有效', 'Valid long-term', '장기 유효'),
    ],
  },
  {
    source: 'personal',
    title: l('个人信息', 'Personal details', '개인 정보'),
    fields: [
      f('usedOtherName', '是否曾使用其他姓名？', 'Have you ever used another name?', '다른 이름을 사용한 적이 있습니까?'), f('otherSurname', '曾用姓', 'Other surname', '다른 성'),
      f('otherName', '曾用名', 'Other given name', '다른 이름'), f('holdOtherCountry', '是否拥有其他国籍？', 'Do you hold another nationality?', '다른 국적을 가지고 있습니까?'),
      f('orderNationality', '其他国籍', 'Other nationality', '다른 국적'), f('holdOtherPassport', '是否持有其他护照？', 'Do you hold another passport?', '다른 여권을 가지고 있습니까?'),
      f('otherPassportType', '其他护照类型', 'Type of the other passport', '다른 여권의 종류', otherPassportTypes), f('otherPassportNum', '其他护照号码', 'Number of the other passport', '다른 여권 번호'),
      f('otherIssuancePlace', '签发地', 'Place of issue', '발급지'), f('otherIssuancePeriod', '有效期至', 'Valid until', '유효기간 만료일'), f('otherIssuanceOrg', '签发机关', 'Issuing authority', '발급 기관'),
    ],
  },
  {
    source: 'contact',
    title: l('联系方式', 'Contact details', '연락처'),
    fields: [
      f('address', '户籍地址', 'Home address (household registration)', '호적 주소'), f('nowAddress', '现居住地址', 'Current address', '현 거주지 주소'), f('mobile', '手机号码', 'Mobile number', '휴대전화 번호'),
      f('telephone', '固定电话', 'Landline', '일반 전화'), f('email', '电子邮箱', 'Email address', '이메일'), f('contactName', '紧急联系人姓', "Emergency contact's surname", '비상 연락인 성'),
      f('contactGivenName', '紧急联系人名', "Emergency contact's given name", '비상 연락인 이름'), f('contactMobile', '紧急联系人电话', "Emergency contact's phone number", '비상 연락인 전화번호'),
      f('contactNationValue', '紧急联系人国籍', "Emergency contact's nationality", '비상 연락인 국적'), f('contactRelationValue', '与您的关系', 'Their relationship to you', '본인과의 관계'),
    ],
  },
  {
    source: 'family',
    title: l('家庭信息', 'Family', '가족 사항'),
    fields: [
      f('marital', '婚姻状况', 'Marital status', '결혼 여부', marital), f('spouseSurname', '配偶姓', "Spouse's surname", '배우자 성'), f('spouseName', '配偶名', "Spouse's given name", '배우자 이름'),
      f('spouseBirthDate', '配偶出生日期', "Spouse's date of birth", '배우자 생년월일'), f('spouseNationality', '配偶国籍', "Spouse's nationality", '배우자 국적'),
      f('spouseMobile', '配偶电话', "Spouse's phone number", '배우자 전화번호'), f('spouseAddress', '配偶地址', "Spouse's address", '배우자 주소'),
      f('haveChild', '是否有子女？', 'Do you have children?', '자녀가 있습니까?'), f('childrenCount', '子女人数', 'Number of children', '자녀 수'),
    ],
  },
  {
    source: 'educationJob',
    title: l('教育及工作', 'Education and job', '학력 및 직업'),
    fields: [
      f('education', '最高学历', 'Highest education', '최종 학력', education), f('educationDescription', '请说明学历', 'Describe your education', '학력을 설명해 주세요'),
      f('universityName', '学校名称', 'Name of the school', '학교 이름'), f('universityPlace', '学校所在地', 'Where the school is', '학교 소재지'),
      f('occupation', '职业', 'Occupation', '직업', occupation), f('occupationDescription', '请说明职业', 'Describe your occupation', '직업을 설명해 주세요'),
      f('organizationName', '工作单位或学校名称', 'Employer or school', '직장 또는 학교 이름'), f('organizationPosition', '职位', 'Position', '직위'),
      f('organizationAddress', '单位地址', 'Address of the employer or school', '직장 또는 학교 주소'), f('organizationPhone', '单位电话', "Employer's phone number", '직장 전화번호'),
    ],
  },
  {
    source: 'visit',
    title: l('访问信息', 'The visit', '방문 정보'),
    fields: [
      f('purpose', '入境目的', 'Purpose of your visit', '입국 목적', purpose), f('purposeOther', '请说明入境目的', 'Describe the purpose', '입국 목적 설명'),
      f('stayTier', '停留期限', 'Length of stay', '체류 기간', stayTier), f('entryDate', '预计入境日期', 'Date you arrive', '입국 예정일'), f('departureDate', '预计出境日期', 'Date you leave Korea', '출국 예정일'),
      f('days', '停留天数', 'Days of stay', '체류 일수'), f('koreaMobile', '在韩联系电话', 'Phone number in Korea', '한국 내 연락처'), f('koreaAddress', '在韩地址或酒店', 'Address or hotel in Korea', '한국 내 주소 또는 숙소'),
      f('haveCompanion', '是否有家属同行？', 'Are family members travelling with you?', '동반하는 가족이 있습니까?'),
      list('companions', '同行家属', 'Family member', '동반 가족', [
        f('surname', '姓', 'Surname', '성'), f('name', '名', 'Given name', '이름'), f('birthDate', '出生日期', 'Date of birth', '생년월일'), f('nationality', '国籍', 'Nationality', '국적'),
        f('relationship', '与您的关系', 'Relationship to you', '본인과의 관계'),
      ]),
      f('visitedValue', '近五年是否到访过韩国？', 'Have you been to Korea in the past five years?', '최근 5년 이내 한국을 방문한 적이 있습니까?'), f('visitedTimes', '到访次数', 'Number of visits', '방문 횟수'),
      f('visitedPurpose', '到访目的', 'Purpose of those visits', '방문 목적'),
      list('visits', '访韩记录', 'Visit', '방문', [f('dateStart', '开始日期', 'First day', '시작일'), f('dateEnd', '结束日期', 'Last day', '종료일')]),
      f('hadVisitedOther', '近五年是否到访过其他国家？', 'Have you been to other countries in the past five years?', '최근 5년 이내 다른 나라를 방문한 적이 있습니까?'),
      list('otherCountries', '到访国家', 'Country', '방문 국가', [
        f('countryName', '国家', 'Country', '국가'), f('visitedPurpose', '到访目的', 'Purpose', '방문 목적'), f('dateStart', '开始日期', 'First day', '시작일'), f('dateEnd', '结束日期', 'Last day', '종료일'),
      ]),
      f('haveInKorea', '是否有家属在韩国？', 'Do you have family in Korea?', '한국에 가족이 있습니까?'),
      list('koreaFamily', '在韩家属', 'Family member in Korea', '한국 내 가족', [
        f('familyName', '姓名', 'Name', '이름'), f('familyBirthDate', '出生日期', 'Date of birth', '생년월일'), f('familyCountry', '国籍', 'Nationality', '국적'),
        f('familyRelationship', '与您的关系', 'Relationship to you', '본인과의 관계', familyRelationship),
      ]),
    ],
  },
  {
    source: 'invitation',
    title: l('邀请信息', 'Invitation', '초청'),
    fields: [
      f('haveInvited', '是否有邀请人？', 'Did someone invite you?', '초청인이 있습니까?'), f('invitedName', '邀请人或邀请单位', 'Person or company that invited you', '초청인 또는 초청 기관'),
      f('invitedInfo', '邀请人出生日期或营业执照号码', "Inviter's date of birth or business registration number", '초청인 생년월일 또는 사업자등록번호'),
      f('invitedAddress', '邀请人地址', "Inviter's address", '초청인 주소'), f('invitedContact', '邀请人电话', "Inviter's phone number", '초청인 연락처'),
      f('invitedRelationship', '与邀请人的关系', 'Your relationship to the inviter', '초청인과의 관계'),
    ],
  },
  {
    source: 'cost',
    title: l('旅行费用', 'Travel costs', '여행 경비'),
    fields: [
      f('costPayer', '旅行费用由谁承担？', 'Who pays for the trip?', '여행 경비는 누가 부담합니까?', costPayer), f('cost', '预计旅行费用（美元）', 'Estimated cost in US dollars', '예상 경비(미국 달러)'),
      f('payerName', '付款人或付款单位', 'Person or company that pays', '경비 부담자'), f('payerRelationship', '与付款人的关系', 'Your relationship to the payer', '경비 부담자와의 관계'),
      f('payType', '资助类型', 'Type of support', '지원 내용'), f('payerPhone', '付款人电话', "Payer's phone number", '경비 부담자 연락처'),
    ],
  },
  {
    source: 'helper',
    title: l('协助填表人', 'Helper', '작성 도움'),
    fields: [
      f('haveHelper', '是否有人协助您填写本申请？', 'Did someone help you fill in this application?', '이 신청서 작성에 도움을 받았습니까?'), f('helperName', '协助人姓名', "Helper's name", '도움을 준 사람 이름'),
      f('helperBirthDate', '协助人出生日期', "Helper's date of birth", '도움을 준 사람 생년월일'), f('helperContact', '协助人电话', "Helper's phone number", '도움을 준 사람 연락처'),
      f('helperRelationship', '与协助人的关系', 'Your relationship to the helper', '도움을 준 사람과의 관계'),
    ],
  },
];

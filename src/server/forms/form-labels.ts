import { STAY_TIERS } from '../../domain/constants.ts';
import { EDUCATION_LEVELS, MARITAL_STATUSES, OCCUPATIONS, OTHER_PASSPORT_TYPES } from '../../domain/applicant-forms.ts';
import { COST_PAYERS } from '../../domain/invitation-form.ts';
import { KOREA_FAMILY_RELATIONSHIPS, PURPOSES } from '../../domain/visit-form.ts';

// The printed form's labels, Chinese above English as the center's officers read them. The screens' labels live
// in the SPA's i18n files, which the server may not import (architecture: rooms); these are the same words, in the
// order the screens ask them (form-steps/step-templates.ts, documents-helpers.ts), so form and review agree.
// The choice lists are typed by the domain's own value lists: a value added there fails to compile here.

export interface Bilingual {
  zh: string;
  en: string;
}

const l = (zh: string, en: string): Bilingual => ({ zh, en });

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

const f = (key: string, zh: string, en: string, choices?: Readonly<Record<string, Bilingual>>): FieldSpec => ({ key, label: l(zh, en), ...(choices ? { choices } : {}) });
const list = (key: string, zh: string, en: string, entry: FieldSpec[]): FieldSpec => ({ key, label: l(zh, en), entry });

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
    title: l('护照信息', 'Passport'),
    fields: [
      f('passportNum', '护照号码', 'Passport number'), f('surnameZh', '中文姓', 'Surname (Chinese)'), f('nameZh', '中文名', 'Given name (Chinese)'),
      f('surnameEn', '英文姓', 'Surname (English)'), f('nameEn', '英文名', 'Given name (English)'), f('gender', '性别', 'Sex', gender),
      f('birthDate', '出生日期', 'Date of birth'), f('birthPlaceZh', '出生地（中文）', 'Place of birth (Chinese)'),
      f('birthPlaceEn', '出生地（英文）', 'Place of birth (English)'), f('birthCountry', '出生国家', 'Country of birth'),
      f('issuancePlaceZh', '签发地（中文）', 'Place of issue (Chinese)'), f('issuancePlaceEn', '签发地（英文）', 'Place of issue (English)'),
      f('issuanceDate', '签发日期', 'Date of issue'), f('issuancePeriod', '有效期至', 'Date of expiry'),
    ],
  },
  {
    source: 'idCard',
    title: l('身份证信息', 'ID card'),
    fields: [
      f('name', '姓名', 'Name'), f('gender', '性别', 'Sex', gender), f('nation', '民族', 'Ethnic group'), f('birthDate', '出生日期', 'Date of birth'),
      f('address', '住址', 'Address'), f('idCardNo', '公民身份号码', 'ID number'), f('idcardAuthority', '签发机关', 'Issuing authority'),
      f('idcardStartDate', '有效期起始日期', 'First day of validity'), f('idcardEndDate', '有效期截止日期', 'Last day of validity'),
      f('longTerm', '长期有效', 'Valid long-term'),
    ],
  },
  {
    source: 'personal',
    title: l('个人信息', 'Personal details'),
    fields: [
      f('usedOtherName', '是否曾使用其他姓名？', 'Have you ever used another name?'), f('otherSurname', '曾用姓', 'Other surname'),
      f('otherName', '曾用名', 'Other given name'), f('holdOtherCountry', '是否拥有其他国籍？', 'Do you hold another nationality?'),
      f('orderNationality', '其他国籍', 'Other nationality'), f('holdOtherPassport', '是否持有其他护照？', 'Do you hold another passport?'),
      f('otherPassportType', '其他护照类型', 'Type of the other passport', otherPassportTypes), f('otherPassportNum', '其他护照号码', 'Number of the other passport'),
      f('otherIssuancePlace', '签发地', 'Place of issue'), f('otherIssuancePeriod', '有效期至', 'Valid until'), f('otherIssuanceOrg', '签发机关', 'Issuing authority'),
    ],
  },
  {
    source: 'contact',
    title: l('联系方式', 'Contact details'),
    fields: [
      f('address', '户籍地址', 'Home address (household registration)'), f('nowAddress', '现居住地址', 'Current address'), f('mobile', '手机号码', 'Mobile number'),
      f('telephone', '固定电话', 'Landline'), f('email', '电子邮箱', 'Email address'), f('contactName', '紧急联系人姓', "Emergency contact's surname"),
      f('contactGivenName', '紧急联系人名', "Emergency contact's given name"), f('contactMobile', '紧急联系人电话', "Emergency contact's phone number"),
      f('contactNationValue', '紧急联系人国籍', "Emergency contact's nationality"), f('contactRelationValue', '与您的关系', 'Their relationship to you'),
    ],
  },
  {
    source: 'family',
    title: l('家庭信息', 'Family'),
    fields: [
      f('marital', '婚姻状况', 'Marital status', marital), f('spouseSurname', '配偶姓', "Spouse's surname"), f('spouseName', '配偶名', "Spouse's given name"),
      f('spouseBirthDate', '配偶出生日期', "Spouse's date of birth"), f('spouseNationality', '配偶国籍', "Spouse's nationality"),
      f('spouseMobile', '配偶电话', "Spouse's phone number"), f('spouseAddress', '配偶地址', "Spouse's address"),
      f('haveChild', '是否有子女？', 'Do you have children?'), f('childrenCount', '子女人数', 'Number of children'),
    ],
  },
  {
    source: 'educationJob',
    title: l('教育及工作', 'Education and job'),
    fields: [
      f('education', '最高学历', 'Highest education', education), f('educationDescription', '请说明学历', 'Describe your education'),
      f('universityName', '学校名称', 'Name of the school'), f('universityPlace', '学校所在地', 'Where the school is'),
      f('occupation', '职业', 'Occupation', occupation), f('occupationDescription', '请说明职业', 'Describe your occupation'),
      f('organizationName', '工作单位或学校名称', 'Employer or school'), f('organizationPosition', '职位', 'Position'),
      f('organizationAddress', '单位地址', 'Address of the employer or school'), f('organizationPhone', '单位电话', "Employer's phone number"),
    ],
  },
  {
    source: 'visit',
    title: l('访问信息', 'The visit'),
    fields: [
      f('purpose', '入境目的', 'Purpose of your visit', purpose), f('purposeOther', '请说明入境目的', 'Describe the purpose'),
      f('stayTier', '停留期限', 'Length of stay', stayTier), f('entryDate', '预计入境日期', 'Date you arrive'), f('departureDate', '预计出境日期', 'Date you leave Korea'),
      f('days', '停留天数', 'Days of stay'), f('koreaMobile', '在韩联系电话', 'Phone number in Korea'), f('koreaAddress', '在韩地址或酒店', 'Address or hotel in Korea'),
      f('haveCompanion', '是否有家属同行？', 'Are family members travelling with you?'),
      list('companions', '同行家属', 'Family member', [
        f('surname', '姓', 'Surname'), f('name', '名', 'Given name'), f('birthDate', '出生日期', 'Date of birth'), f('nationality', '国籍', 'Nationality'),
        f('relationship', '与您的关系', 'Relationship to you'),
      ]),
      f('visitedValue', '近五年是否到访过韩国？', 'Have you been to Korea in the past five years?'), f('visitedTimes', '到访次数', 'Number of visits'),
      f('visitedPurpose', '到访目的', 'Purpose of those visits'),
      list('visits', '访韩记录', 'Visit', [f('dateStart', '开始日期', 'First day'), f('dateEnd', '结束日期', 'Last day')]),
      f('hadVisitedOther', '近五年是否到访过其他国家？', 'Have you been to other countries in the past five years?'),
      list('otherCountries', '到访国家', 'Country', [
        f('countryName', '国家', 'Country'), f('visitedPurpose', '到访目的', 'Purpose'), f('dateStart', '开始日期', 'First day'), f('dateEnd', '结束日期', 'Last day'),
      ]),
      f('haveInKorea', '是否有家属在韩国？', 'Do you have family in Korea?'),
      list('koreaFamily', '在韩家属', 'Family member in Korea', [
        f('familyName', '姓名', 'Name'), f('familyBirthDate', '出生日期', 'Date of birth'), f('familyCountry', '国籍', 'Nationality'),
        f('familyRelationship', '与您的关系', 'Relationship to you', familyRelationship),
      ]),
    ],
  },
  {
    source: 'invitation',
    title: l('邀请信息', 'Invitation'),
    fields: [
      f('haveInvited', '是否有邀请人？', 'Did someone invite you?'), f('invitedName', '邀请人或邀请单位', 'Person or company that invited you'),
      f('invitedInfo', '邀请人出生日期或营业执照号码', "Inviter's date of birth or business registration number"),
      f('invitedAddress', '邀请人地址', "Inviter's address"), f('invitedContact', '邀请人电话', "Inviter's phone number"),
      f('invitedRelationship', '与邀请人的关系', 'Your relationship to the inviter'),
    ],
  },
  {
    source: 'cost',
    title: l('旅行费用', 'Travel costs'),
    fields: [
      f('costPayer', '旅行费用由谁承担？', 'Who pays for the trip?', costPayer), f('cost', '预计旅行费用（美元）', 'Estimated cost in US dollars'),
      f('payerName', '付款人或付款单位', 'Person or company that pays'), f('payerRelationship', '与付款人的关系', 'Your relationship to the payer'),
      f('payType', '资助类型', 'Type of support'), f('payerPhone', '付款人电话', "Payer's phone number"),
    ],
  },
  {
    source: 'helper',
    title: l('协助填表人', 'Helper'),
    fields: [
      f('haveHelper', '是否有人协助您填写本申请？', 'Did someone help you fill in this application?'), f('helperName', '协助人姓名', "Helper's name"),
      f('helperBirthDate', '协助人出生日期', "Helper's date of birth"), f('helperContact', '协助人电话', "Helper's phone number"),
      f('helperRelationship', '与协助人的关系', 'Your relationship to the helper'),
    ],
  },
];

import type { COST_PAYERS } from './invitation-form.ts';
import type { EDUCATION_LEVELS, MARITAL_STATUSES, OCCUPATIONS, OTHER_PASSPORT_TYPES } from './applicant-forms.ts';
import type { STAY_TIERS } from './constants.ts';
import type { ChoiceList, EntryFieldOf, FieldOf, LabelSection, ListField } from './form-labels-order.ts';
import { table, type Localized } from './localized.ts';
import { stepHeadings } from './step-titles.ts';
import type { KOREA_FAMILY_RELATIONSHIPS, PURPOSES } from './visit-form.ts';

// The words of an applicant's answers, once, in zh/en/ko: what the screens ask (their i18n files are generated from
// this table: scripts/i18n-labels.ts), what the confirmation screen reviews and what the printed form prints (Chinese
// above English) and names a flagged field with (incorrect details). The order is form-labels-order.ts's.
// The server reads this file; the client does not import it (each page loads only its language's i18n chunk).
// Where a screen and the printed form said different words, the screen's were kept (decision 053).

type Words<K extends string> = Record<K, Localized>;

/** Each field's label; a list field's label names one entry (the screens number it: "同行家属 1"). */
export const fieldLabels: { [S in LabelSection]: Words<FieldOf<S>> } = {
  passport: table({
    passportNum: ['护照号码', 'Passport number', '여권 번호'],
    surnameZh: ['中文姓', 'Surname (Chinese)', '성(중문)'],
    nameZh: ['中文名', 'Given name (Chinese)', '이름(중문)'],
    surnameEn: ['英文姓', 'Surname (English)', '성(영문)'],
    nameEn: ['英文名', 'Given name (English)', '이름(영문)'],
    gender: ['性别', 'Sex', '성별'],
    birthDate: ['出生日期', 'Date of birth', '생년월일'],
    birthPlaceZh: ['出生地（中文）', 'Place of birth (Chinese)', '출생지(중문)'],
    birthPlaceEn: ['出生地（英文）', 'Place of birth (English)', '출생지(영문)'],
    birthCountry: ['出生国家', 'Country of birth', '출생 국가'],
    issuancePlaceZh: ['签发地（中文）', 'Place of issue (Chinese)', '발급지(중문)'],
    issuancePlaceEn: ['签发地（英文）', 'Place of issue (English)', '발급지(영문)'],
    issuanceDate: ['签发日期', 'Date of issue', '발급일'],
    issuancePeriod: ['有效期至', 'Date of expiry', '만료일'],
  }),
  idCard: table({
    name: ['姓名', 'Name', '이름'],
    gender: ['性别', 'Sex', '성별'],
    nation: ['民族', 'Ethnic group', '민족'],
    birthDate: ['出生日期', 'Date of birth', '생년월일'],
    address: ['住址', 'Address', '주소'],
    idCardNo: ['公民身份号码', 'ID number', '신분증 번호'],
    idcardAuthority: ['签发机关', 'Issuing authority', '발급 기관'],
    idcardStartDate: ['有效期起始日期', 'First day of validity', '유효기간 시작일'],
    idcardEndDate: ['有效期截止日期', 'Last day of validity', '유효기간 종료일'],
    longTerm: ['长期有效', 'Valid long-term', '장기 유효'],
  }),
  personal: table({
    usedOtherName: ['是否曾使用其他姓名？', 'Have you ever used another name?', '다른 이름을 사용한 적이 있습니까?'],
    otherSurname: ['曾用姓', 'Other surname', '다른 성'],
    otherName: ['曾用名', 'Other given name', '다른 이름'],
    holdOtherCountry: ['是否拥有其他国籍？', 'Do you hold another nationality?', '다른 국적을 가지고 있습니까?'],
    orderNationality: ['其他国籍', 'Other nationality', '다른 국적'],
    holdOtherPassport: ['是否持有其他护照？', 'Do you hold another passport?', '다른 여권을 가지고 있습니까?'],
    otherPassportType: ['其他护照类型', 'Type of the other passport', '다른 여권의 종류'],
    otherPassportNum: ['其他护照号码', 'Number of the other passport', '다른 여권 번호'],
    otherIssuancePlace: ['签发地', 'Place of issue', '발급지'],
    otherIssuancePeriod: ['有效期至', 'Valid until', '유효기간 만료일'],
    otherIssuanceOrg: ['签发机关', 'Issuing authority', '발급 기관'],
  }),
  contact: table({
    address: ['户籍地址', 'Home address (household registration)', '호적 주소'],
    nowAddress: ['现居住地址', 'Current address', '현 거주지 주소'],
    mobile: ['手机号码', 'Mobile number', '휴대전화 번호'],
    telephone: ['固定电话', 'Landline', '일반 전화'],
    email: ['电子邮箱', 'E-mail address', '이메일'],
    contactName: ['紧急联系人姓', "Emergency contact's surname", '비상 연락인 성'],
    contactGivenName: ['紧急联系人名', "Emergency contact's given name", '비상 연락인 이름'],
    contactMobile: ['紧急联系人电话', "Emergency contact's phone number", '비상 연락인 전화번호'],
    contactNationValue: ['紧急联系人国籍', "Emergency contact's nationality", '비상 연락인 국적'],
    contactRelationValue: ['与您的关系', 'Their relationship to you', '본인과의 관계'],
  }),
  family: table({
    marital: ['婚姻状况', 'Marital status', '결혼 여부'],
    spouseSurname: ['配偶姓', "Spouse's surname", '배우자 성'],
    spouseName: ['配偶名', "Spouse's given name", '배우자 이름'],
    spouseBirthDate: ['配偶出生日期', "Spouse's date of birth", '배우자 생년월일'],
    spouseNationality: ['配偶国籍', "Spouse's nationality", '배우자 국적'],
    spouseMobile: ['配偶电话', "Spouse's phone number", '배우자 전화번호'],
    spouseAddress: ['配偶地址', "Spouse's address", '배우자 주소'],
    haveChild: ['是否有子女？', 'Do you have children?', '자녀가 있습니까?'],
    childrenCount: ['子女人数', 'Number of children', '자녀 수'],
  }),
  educationJob: table({
    education: ['最高学历', 'Highest education', '최종 학력'],
    educationDescription: ['请说明学历', 'Describe your education', '학력을 설명해 주세요'],
    universityName: ['学校名称', 'Name of the school', '학교 이름'],
    universityPlace: ['学校所在地', 'Where the school is', '학교 소재지'],
    occupation: ['职业', 'Occupation', '직업'],
    occupationDescription: ['请说明职业', 'Describe your occupation', '직업을 설명해 주세요'],
    organizationName: ['工作单位或学校名称', 'Employer or school', '직장 또는 학교 이름'],
    organizationPosition: ['职位', 'Position', '직위'],
    organizationAddress: ['单位地址', 'Address of the employer or school', '직장 또는 학교 주소'],
    organizationPhone: ['单位电话', "Employer's phone number", '직장 전화번호'],
  }),
  visit: table({
    purpose: ['入境目的', 'Purpose of your visit', '입국 목적'],
    purposeOther: ['请说明入境目的', 'Describe the purpose', '입국 목적 설명'],
    stayTier: ['停留期限', 'Length of stay', '체류 기간'],
    entryDate: ['预计入境日期', 'Date you arrive', '입국 예정일'],
    departureDate: ['预计出境日期', 'Date you leave Korea', '출국 예정일'],
    days: ['停留天数', 'Days of stay', '체류 일수'],
    koreaMobile: ['在韩联系电话', 'Phone number in Korea', '한국 내 연락처'],
    koreaAddress: ['在韩地址或酒店', 'Address or hotel in Korea', '한국 내 주소 또는 숙소'],
    haveCompanion: ['是否有家属同行？', 'Are family members travelling with you?', '동반하는 가족이 있습니까?'],
    companions: ['同行家属', 'Family member', '동반 가족'],
    visitedValue: ['近五年是否到访过韩国？', 'Have you been to Korea in the past five years?', '최근 5년 이내 한국을 방문한 적이 있습니까?'],
    visitedTimes: ['到访次数', 'Number of visits', '방문 횟수'],
    visitedPurpose: ['到访目的', 'Purpose of those visits', '방문 목적'],
    visits: ['访韩记录', 'Visit', '방문'],
    hadVisitedOther: ['近五年是否到访过其他国家？', 'Have you been to other countries in the past five years?', '최근 5년 이내 다른 나라를 방문한 적이 있습니까?'],
    otherCountries: ['到访国家', 'Country', '방문 국가'],
    haveInKorea: ['是否有家属在韩国？', 'Do you have family in Korea?', '한국에 가족이 있습니까?'],
    koreaFamily: ['在韩家属', 'Family member in Korea', '한국 내 가족'],
  }),
  invitation: table({
    haveInvited: ['是否有邀请人？', 'Did someone invite you?', '초청인이 있습니까?'],
    invitedName: ['邀请人或邀请单位', 'Person or company that invited you', '초청인 또는 초청 기관'],
    invitedInfo: ['邀请人出生日期或营业执照号码', "Inviter's date of birth or business registration number", '초청인 생년월일 또는 사업자등록번호'],
    invitedAddress: ['邀请人地址', "Inviter's address", '초청인 주소'],
    invitedContact: ['邀请人电话', "Inviter's phone number", '초청인 연락처'],
    invitedRelationship: ['与邀请人的关系', 'Your relationship to the inviter', '초청인과의 관계'],
  }),
  cost: table({
    costPayer: ['旅行费用由谁承担？', 'Who pays for the trip?', '여행 경비는 누가 부담합니까?'],
    cost: ['预计旅行费用（美元）', 'Estimated cost in US dollars', '예상 경비(미국 달러)'],
    payerName: ['付款人或付款单位', 'Person or company that pays', '경비 부담자'],
    payerRelationship: ['与付款人的关系', 'Your relationship to the payer', '경비 부담자와의 관계'],
    payType: ['资助类型', 'Type of support', '지원 내용'],
    payerPhone: ['付款人电话', "Payer's phone number", '경비 부담자 연락처'],
  }),
  helper: table({
    haveHelper: ['是否有人协助您填写本申请？', 'Did someone help you fill in this application?', '이 신청서 작성에 도움을 받았습니까?'],
    helperName: ['协助人姓名', "Helper's name", '도움을 준 사람 이름'],
    helperBirthDate: ['协助人出生日期', "Helper's date of birth", '도움을 준 사람 생년월일'],
    helperContact: ['协助人电话', "Helper's phone number", '도움을 준 사람 연락처'],
    helperRelationship: ['与协助人的关系', 'Your relationship to the helper', '도움을 준 사람과의 관계'],
  }),
};

/** The fields of one entry of a list. */
export const entryLabels: { [L in ListField]: Words<EntryFieldOf<L>> } = {
  companions: table({
    surname: ['姓', 'Surname', '성'],
    name: ['名', 'Given name', '이름'],
    birthDate: ['出生日期', 'Date of birth', '생년월일'],
    nationality: ['国籍', 'Nationality', '국적'],
    relationship: ['与您的关系', 'Relationship to you', '본인과의 관계'],
  }),
  visits: table({
    dateStart: ['开始日期', 'First day', '시작일'],
    dateEnd: ['结束日期', 'Last day', '종료일'],
  }),
  otherCountries: table({
    countryName: ['国家', 'Country', '국가'],
    visitedPurpose: ['到访目的', 'Purpose', '방문 목적'],
    dateStart: ['开始日期', 'First day', '시작일'],
    dateEnd: ['结束日期', 'Last day', '종료일'],
  }),
  koreaFamily: table({
    familyName: ['姓名', 'Name', '이름'],
    familyBirthDate: ['出生日期', 'Date of birth', '생년월일'],
    familyCountry: ['国籍', 'Nationality', '국적'],
    familyRelationship: ['与您的关系', 'Relationship to you', '본인과의 관계'],
  }),
};

/** The domain's value lists, typed by them: a value added there fails to compile here until it has its words. */
interface ChoiceValues {
  gender: 'male' | 'female';
  otherPassportType: (typeof OTHER_PASSPORT_TYPES)[number];
  marital: (typeof MARITAL_STATUSES)[number];
  education: (typeof EDUCATION_LEVELS)[number];
  occupation: (typeof OCCUPATIONS)[number];
  purpose: (typeof PURPOSES)[number];
  stayTier: (typeof STAY_TIERS)[number];
  familyRelationship: (typeof KOREA_FAMILY_RELATIONSHIPS)[number];
  costPayer: (typeof COST_PAYERS)[number];
}

/** What each choice's value is called. */
export const choiceLabels: { [C in ChoiceList]: Words<ChoiceValues[C]> } = {
  gender: table({
    male: ['男', 'Male', '남'],
    female: ['女', 'Female', '여'],
  }),
  otherPassportType: table({
    diplomatic: ['外交护照', 'Diplomatic', '외교관 여권'],
    official: ['公务护照', 'Official', '관용 여권'],
    ordinary: ['普通护照', 'Ordinary', '일반 여권'],
    other: ['其他', 'Other', '기타'],
  }),
  marital: table({
    married: ['已婚', 'Married', '기혼'],
    divorced: ['离异或未婚', 'Divorced or not married', '이혼 또는 미혼'],
    single: ['单身', 'Single', '독신'],
  }),
  education: table({
    masterOrDoctor: ['硕士或博士', "Master's or doctorate", '석사 또는 박사'],
    bachelor: ['本科', "Bachelor's degree", '학사'],
    highSchool: ['高中', 'High school', '고등학교'],
    other: ['其他', 'Other', '기타'],
  }),
  occupation: table({
    entrepreneur: ['企业主', 'Business owner', '사업가'],
    selfEmployed: ['个体经营', 'Self-employed', '자영업'],
    companyEmployee: ['公司职员', 'Company employee', '회사원'],
    civilServant: ['公务员', 'Civil servant', '공무원'],
    student: ['学生', 'Student', '학생'],
    retired: ['退休', 'Retired', '은퇴'],
    unemployed: ['无业', 'Not working', '무직'],
    other: ['其他', 'Other', '기타'],
  }),
  purpose: table({
    tourismTransit: ['旅游、过境', 'Tourism or transit', '관광·통과'],
    meeting: ['会议', 'Meeting', '회의'],
    medicalTourism: ['医疗旅游', 'Medical tourism', '의료 관광'],
    shortTermBusiness: ['短期商务', 'Short-term business', '단기 상용'],
    studyTraining: ['留学、研修', 'Study or training', '유학·연수'],
    employment: ['就业', 'Employment', '취업'],
    tradeInvestmentPosting: ['贸易、投资、派驻', 'Trade, investment or posting', '무역·투자·주재'],
    visitingRelatives: ['探亲访友', 'Visiting family or friends', '가족·친지 방문'],
    marriageImmigration: ['婚姻移民', 'Marriage migration', '결혼 이민'],
    diplomaticOfficial: ['外交、公务', 'Diplomatic or official', '외교·공무'],
    other: ['其他', 'Other', '기타'],
  }),
  stayTier: table({
    le90: ['90天及以下', '90 days or less', '90일 이하'],
    ge91: ['91天及以上', '91 days or more', '91일 이상'],
    permanent: ['永久居留', 'Permanent', '영주'],
  }),
  familyRelationship: table({
    spouse: ['配偶', 'Spouse', '배우자'],
    child: ['子女', 'Child', '자녀'],
    parent: ['父母', 'Parent', '부모'],
    sibling: ['兄弟姐妹', 'Brother or sister', '형제자매'],
  }),
  costPayer: table({
    self: ['本人', 'Myself', '본인'],
    inviter: ['邀请人', 'The inviter', '초청인'],
    other: ['其他', 'Someone else', '기타'],
  }),
};

/** A yes-or-no answer. */
export const yesNoLabels = table({
  yes: ['是', 'Yes', '예'],
  no: ['否', 'No', '아니요'],
});
/**
 * What the printed form titles each section, and what names a flagged field's section: as the confirmation screen
 * titles them (the documents by its own words, the form steps by their screens' headings), the last step's three
 * parts as its screen titles them.
 */
export const sectionTitles: Words<LabelSection> = {
  ...table({
    passport: ['护照信息', 'Passport', '여권 정보'],
    idCard: ['身份证', 'ID card', '신분증'],
    invitation: ['邀请', 'Invitation', '초청'],
    cost: ['旅行费用', 'Cost of the trip', '여행 경비'],
    helper: ['填表协助', 'Help with this form', '작성 도움'],
  }),
  personal: stepHeadings.personal,
  contact: stepHeadings.contact,
  family: stepHeadings.family,
  educationJob: stepHeadings.educationJob,
  visit: stepHeadings.visit,
};

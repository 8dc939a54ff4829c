// The order every reader lists an applicant's answers in — the screens ask them in it, the confirmation screen
// reviews them in it and the printed form prints them in it — with no words, so a screen that only needs the order
// does not carry the labels of three languages (their words are in form-labels.ts, for the server and generators).
// A section is what the printed form titles: the two documents, the five single form steps, and the last step's
// three parts (invitation, cost, helper).

export const FIELD_ORDER = {
  passport: [
    'passportNum', 'surnameZh', 'nameZh', 'surnameEn', 'nameEn', 'gender', 'birthDate', 'birthPlaceZh', 'birthPlaceEn',
    'birthCountry', 'issuancePlaceZh', 'issuancePlaceEn', 'issuanceDate', 'issuancePeriod',
  ],
  idCard: ['name', 'gender', 'nation', 'birthDate', 'address', 'idCardNo', 'idcardAuthority', 'idcardStartDate', 'idcardEndDate', 'longTerm'],
  personal: [
    'usedOtherName', 'otherSurname', 'otherName', 'holdOtherCountry', 'orderNationality', 'holdOtherPassport',
    'otherPassportType', 'otherPassportNum', 'otherIssuancePlace', 'otherIssuancePeriod', 'otherIssuanceOrg',
  ],
  contact: [
    'address', 'nowAddress', 'mobile', 'telephone', 'email',
    'contactName', 'contactGivenName', 'contactMobile', 'contactNationValue', 'contactRelationValue',
  ],
  family: [
    'marital', 'spouseSurname', 'spouseName', 'spouseBirthDate', 'spouseNationality', 'spouseMobile', 'spouseAddress',
    'haveChild', 'childrenCount',
  ],
  educationJob: [
    'education', 'educationDescription', 'universityName', 'universityPlace', 'occupation', 'occupationDescription',
    'organizationName', 'organizationPosition', 'organizationAddress', 'organizationPhone',
  ],
  visit: [
    'purpose', 'purposeOther', 'stayTier', 'entryDate', 'departureDate', 'days', 'koreaMobile', 'koreaAddress',
    'haveCompanion', 'companions', 'visitedValue', 'visitedTimes', 'visitedPurpose', 'visits',
    'hadVisitedOther', 'otherCountries', 'haveInKorea', 'koreaFamily',
  ],
  invitation: ['haveInvited', 'invitedName', 'invitedInfo', 'invitedAddress', 'invitedContact', 'invitedRelationship'],
  // As the screen shows them: who pays, then (someone else paying) who, how related, what support and a phone,
  // then the amount. The review and the printed form had each their own order here (decision 053).
  cost: ['costPayer', 'payerName', 'payerRelationship', 'payType', 'payerPhone', 'cost'],
  helper: ['haveHelper', 'helperName', 'helperBirthDate', 'helperContact', 'helperRelationship'],
} as const;

/** A list's entry fields (companions, earlier visits …), in the order one entry asks them. */
export const ENTRY_ORDER = {
  companions: ['surname', 'name', 'birthDate', 'nationality', 'relationship'],
  visits: ['dateStart', 'dateEnd'],
  otherCountries: ['countryName', 'visitedPurpose', 'dateStart', 'dateEnd'],
  koreaFamily: ['familyName', 'familyBirthDate', 'familyCountry', 'familyRelationship'],
} as const;

/**
 * Fields answered by a choice, by field name, and the list of choices whose labels name the value (a field name means
 * the same wherever it appears: `gender` on the passport and on the ID card).
 */
export const CHOICE_LIST = {
  gender: 'gender',
  otherPassportType: 'otherPassportType',
  marital: 'marital',
  education: 'education',
  occupation: 'occupation',
  purpose: 'purpose',
  stayTier: 'stayTier',
  familyRelationship: 'familyRelationship',
  costPayer: 'costPayer',
} as const;

export type LabelSection = keyof typeof FIELD_ORDER;
export type FieldOf<S extends LabelSection> = (typeof FIELD_ORDER)[S][number];
export type ListField = keyof typeof ENTRY_ORDER;
export type EntryFieldOf<L extends ListField> = (typeof ENTRY_ORDER)[L][number];
export type ChoiceList = (typeof CHOICE_LIST)[keyof typeof CHOICE_LIST];

export const isListField = (key: string): key is ListField => Object.hasOwn(ENTRY_ORDER, key);
export const choiceListOf = (key: string): ChoiceList | undefined => (Object.hasOwn(CHOICE_LIST, key) ? CHOICE_LIST[key as keyof typeof CHOICE_LIST] : undefined);

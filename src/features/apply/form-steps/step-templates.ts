import type { FormStep } from '../../../../machines/application/applicant-data';
import type { FormValues } from './step-values';

// Every field of each form step (spec §3), empty, in the order the screen shows them: the form's default
// values, the order of the error summary, and the shape restored from a reload.

const blank = (...names: string[]): FormValues => Object.fromEntries(names.map((name) => [name, '']));

export const companionTemplate = blank('surname', 'name', 'birthDate', 'nationality', 'relationship');
export const visitPeriodTemplate = blank('dateStart', 'dateEnd');
export const otherCountryTemplate = blank('countryName', 'visitedPurpose', 'dateStart', 'dateEnd');
export const koreaFamilyTemplate = blank('familyName', 'familyBirthDate', 'familyCountry', 'familyRelationship');

export const stepTemplates: Record<FormStep, FormValues> = {
  personal: blank(
    'usedOtherName', 'otherSurname', 'otherName', 'holdOtherCountry', 'orderNationality', 'holdOtherPassport',
    'otherPassportType', 'otherPassportNum', 'otherIssuancePlace', 'otherIssuancePeriod', 'otherIssuanceOrg',
  ),
  contact: blank(
    'address', 'nowAddress', 'mobile', 'telephone', 'email',
    'contactName', 'contactGivenName', 'contactMobile', 'contactNationValue', 'contactRelationValue',
  ),
  family: blank(
    'marital', 'spouseSurname', 'spouseName', 'spouseBirthDate', 'spouseNationality', 'spouseMobile', 'spouseAddress',
    'haveChild', 'childrenCount',
  ),
  educationJob: blank(
    'education', 'educationDescription', 'universityName', 'universityPlace', 'occupation', 'occupationDescription',
    'organizationName', 'organizationPosition', 'organizationAddress', 'organizationPhone',
  ),
  visit: {
    ...blank('purpose', 'purposeOther', 'stayTier', 'entryDate', 'departureDate', 'days', 'koreaMobile', 'koreaAddress', 'haveCompanion'),
    companions: [companionTemplate],
    ...blank('visitedValue', 'visitedTimes', 'visitedPurpose'),
    visits: [visitPeriodTemplate],
    hadVisitedOther: '',
    otherCountries: [otherCountryTemplate],
    haveInKorea: '',
    koreaFamily: [koreaFamilyTemplate],
  },
  invitationCostHelper: {
    invitation: blank('haveInvited', 'invitedName', 'invitedInfo', 'invitedAddress', 'invitedContact', 'invitedRelationship'),
    cost: blank('costPayer', 'payType', 'cost', 'payerName', 'payerRelationship', 'payerPhone'),
    helper: blank('haveHelper', 'helperName', 'helperBirthDate', 'helperContact', 'helperRelationship'),
  },
};

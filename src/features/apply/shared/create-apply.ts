import type { ApplicantEntry, VisaProductChoice, VisaTypeChoice } from '../../../../machines/application/order-data';
import type { components } from '../../../api/schema.gen';

type Schemas = components['schemas'];
/** The order's choice as the application machine keeps it (null until chosen). */
type OrderChoice = { visaType: VisaTypeChoice | null; product: VisaProductChoice | null };

// One applicant's createApply request, the same whether a step save or the submission sends it: the server
// answers the application already made for this draft and applicant (decision 014), so both must describe
// the applicant and the order alike.

/** The machine keeps the way not taken (center or location) as ''; the contract wants it absent ('' reads as a bad region). */
export function visaChoiceOf(choice: OrderChoice): Schemas['VisaChoice'] {
  // Before the choice is made there is none to describe: the server answers that the choice is missing.
  const { centerId, locationValue, ...visaType } = choice.visaType ?? { centerId: '', locationValue: '' };
  return {
    ...visaType,
    ...choice.product,
    ...(centerId ? { centerId } : {}),
    ...(locationValue ? { locationValue } : {}),
  } as Schemas['VisaChoice'];
}

export function createApplyBody(
  choice: OrderChoice,
  draftId: string | null,
  entry: Pick<ApplicantEntry, 'applicantId' | 'name' | 'provinceCode' | 'relation'> | undefined,
  form: Schemas['ApplicantData'],
): Schemas['ApplyCreate'] {
  return {
    draftId: draftId ?? undefined,
    visaChoice: visaChoiceOf(choice),
    applicant: entry ? { applicantId: entry.applicantId, name: entry.name, provinceCode: entry.provinceCode } : undefined,
    relation: entry?.relation === 'myself' || entry?.relation === 'client' ? entry.relation : 'familyMember',
    form,
  };
}

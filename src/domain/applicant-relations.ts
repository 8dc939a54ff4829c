// Who an applicant is to the account placing the order (issue 38 item 3). A person applies for themself (本人) or a
// family member; a travel agency applies for its clients (客户), who are neither. The contract's relation enum and
// the server's check read this table.

export const APPLICANT_RELATIONS = ['myself', 'familyMember', 'client'] as const;
export type ApplicantRelation = (typeof APPLICANT_RELATIONS)[number];

export const isApplicantRelation = (value: unknown): value is ApplicantRelation =>
  (APPLICANT_RELATIONS as readonly unknown[]).includes(value);

/**
 * Whether an account of this kind may give this relation. "Client" makes sense only for an agency; an agency may
 * still give the other two, as its orders started before "client" existed did.
 */
export const relationAllowed = (accountKind: string | undefined, relation: ApplicantRelation): boolean =>
  relation !== 'client' || accountKind === 'travelAgency';

/** The relations the applicants step offers an account of this kind: an agency's applicants are its clients. */
export const relationsOffered = (accountKind: string | undefined): readonly ApplicantRelation[] =>
  accountKind === 'travelAgency' ? ['client'] : ['myself', 'familyMember'];

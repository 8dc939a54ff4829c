/**
 * Which purposes each channel sends codes for, and whether the target must be new to the portal, already known,
 * or either (a reservation is public: anyone with a mainland mobile may book, decision 016). The live SMS provider
 * needs one template per SMS purpose, so its configuration is checked against this table.
 */
export const codePurposes = {
  sms: { signup: 'new', changeMobile: 'new', resetPassword: 'known', changePassword: 'known', reservation: 'any' },
  email: { changeEmail: 'new', resetPassword: 'known' },
} as const;

export type SmsPurpose = keyof typeof codePurposes.sms;
export const smsPurposes = Object.keys(codePurposes.sms) as SmsPurpose[];

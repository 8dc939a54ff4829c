import { z } from 'zod';
import { FEEDBACK_MAX, FEEDBACK_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import type { Language } from './constants.ts';
import { accountMessage, type AccountMessageKey } from './account-messages.ts';
import { characterCount } from './text-length.ts';

// Field rules of spec §5 for the account forms, written once: the forms resolve them with zodResolver, the server
// parses request bodies with them. A schema's error is a message key; `accountMessage` (account-messages.ts) turns it
// into words.

const required = (key: AccountMessageKey) => z.string({ error: key }).trim().min(1, { error: key });

/** Mainland mobile numbers: 11 digits, 1 then a network digit 3–9. */
export const mobilePattern = /^1[3-9]\d{9}$/;
export const mobileSchema = required('mobileRequired').regex(mobilePattern, { error: 'mobileInvalid' });

export const passwordPattern = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const passwordSchema = z.string({ error: 'passwordRule' }).regex(passwordPattern, { error: 'passwordRule' });

export const emailSchema = required('emailRequired').pipe(z.email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' }));

export const captchaCodeSchema = required('captchaRequired').max(16, { error: 'captchaRequired' });
export const smsCodeSchema = required('smsCodeRequired').max(16, { error: 'smsCodeRequired' });
export const emailCodeSchema = required('emailCodeRequired').max(16, { error: 'emailCodeRequired' });
export const agreementSchema = z.literal(true, { error: 'agreementRequired' });

export const feedbackSchema = z.string({ error: 'feedbackLength' }).trim()
  .refine((text) => characterCount(text) >= FEEDBACK_MIN && characterCount(text) <= FEEDBACK_MAX, { error: 'feedbackLength' });

const confirmMatches = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword;
const mismatch = { error: 'passwordMismatch', path: ['confirmPassword'] };

// The forms as the person fills them in (plain passwords, before RSA encryption).

export const registerFormSchema = z.object({
  mobile: mobileSchema,
  captchaCode: captchaCodeSchema,
  smsCode: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
  agreementAccepted: agreementSchema,
}).refine(confirmMatches, mismatch);

export const loginFormSchema = z.object({
  username: required('usernameRequired'),
  password: required('passwordRequired'),
  captchaCode: captchaCodeSchema,
});

export const agencyLoginFormSchema = z.object({
  account: required('agencyAccountRequired'),
  password: required('passwordRequired'),
  captchaCode: captchaCodeSchema,
});

export const retrieveByMobileFormSchema = z.object({
  mobile: mobileSchema,
  captchaCode: captchaCodeSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
}).refine(confirmMatches, mismatch);

export const retrieveByEmailFormSchema = z.object({
  email: emailSchema,
  captchaCode: captchaCodeSchema,
  code: emailCodeSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
}).refine(confirmMatches, mismatch);

export const changePasswordFormSchema = z.object({
  oldPsd: required('passwordRequired'),
  newPsd: passwordSchema,
  confirmPsd: z.string(),
  authCode: smsCodeSchema,
}).refine((value) => value.newPsd === value.confirmPsd, { error: 'passwordMismatch', path: ['confirmPsd'] });

/** The sign-in mobile is the account: changing it takes the password too (issue 38 item 9). */
export const changeMobileFormSchema = z.object({ mobile: mobileSchema, password: required('passwordRequired'), captchaCode: captchaCodeSchema, smsCode: smsCodeSchema });
export const changeEmailFormSchema = z.object({ email: emailSchema, captchaCode: captchaCodeSchema, emailCode: emailCodeSchema });
export const feedbackFormSchema = z.object({ content: feedbackSchema });

/** Field name → message, in one language: the shape of a code-400 answer's `data.fields` and of a form's errors. */
export function fieldMessages(error: z.ZodError, language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : '_';
    fields[name] ??= accountMessage(issue.message, language);
  }
  return fields;
}

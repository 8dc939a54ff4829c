import i18next from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { components } from '../../api/schema.gen';
import { unwrap } from '../../api/client';
import { api } from '../../lib/api';
import type { Captcha } from './captcha';
import type { CodeSent } from './code-field';
import type { FormErrors } from './use-form-errors';

export type CodePurpose = components['schemas']['CodePurpose'];

interface CaptchaAnswer {
  deviceId: string;
  captchaCode: string;
}

const sendSmsCode = (mobileNumber: string, purpose: CodePurpose, captcha: CaptchaAnswer) =>
  unwrap(api.GET('/api-uaa/validata/smscode/{mobileNumber}', { params: { path: { mobileNumber }, query: { purpose, ...captcha } } }));

const sendEmailCode = (email: string, purpose: CodePurpose, captcha: CaptchaAnswer) =>
  unwrap(api.GET('/api-uaa/validata/emailcode', { params: { query: { email, purpose, ...captcha } } }));

interface SendCodeOptions<T extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  errors: FormErrors;
  captcha: Captcha;
  captchaField: Path<T>;
  channel: 'sms' | 'email';
  purpose: CodePurpose;
  /** The field holding the number or address; absent when the code goes to the account's own number. */
  targetField?: Path<T>;
  fixedTarget?: string;
}

/**
 * The "send code" button of a form: the target and the graphic code must be valid first; the graphic code
 * is spent by the send, so a failed send draws a new one at once and a second send asks for a new one.
 */
export async function sendCode<T extends FieldValues, O extends FieldValues>(options: SendCodeOptions<T, O>): Promise<CodeSent | null> {
  const { form, errors, captcha, captchaField, channel, purpose, targetField } = options;
  errors.clearServerErrors();
  if (captcha.spent) {
    captcha.redraw();
    form.resetField(captchaField);
    form.setError(captchaField, { type: 'server', message: i18next.t('form.code.newCaptcha') }, { shouldFocus: true });
    return null;
  }
  const valid = targetField ? await form.trigger(targetField) : true;
  const answer = String(form.getValues(captchaField) ?? '');
  // The rules arrive with the form's own (lazy-resolver.ts): by the time a person asks for a code they are here.
  const { captchaCodeSchema } = await import('../../domain/account-rules');
  const captchaCheck = captchaCodeSchema.safeParse(answer);
  if (!captchaCheck.success) form.setError(captchaField, { type: 'validate', message: captchaCheck.error.issues[0]?.message ?? 'captchaRequired' });
  else form.clearErrors(captchaField);
  if (!valid || !captchaCheck.success) {
    errors.reveal();
    return null;
  }
  const target = targetField ? String(form.getValues(targetField)).trim() : (options.fixedTarget ?? '');
  const answerOf = { deviceId: captcha.deviceId, captchaCode: captchaCheck.data };
  const result = channel === 'sms' ? await sendSmsCode(target, purpose, answerOf) : await sendEmailCode(target, purpose, answerOf);
  if (!result.ok) {
    captcha.redraw();
    form.resetField(captchaField);
    errors.applyFailure(result, { captchaCode: captchaField, ...(targetField ? { mobile: targetField, email: targetField } : {}) });
    return null;
  }
  captcha.markSpent();
  return { resendAfterSeconds: result.data.resendAfterSeconds, target };
}

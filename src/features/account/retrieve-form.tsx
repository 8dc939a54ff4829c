import { useForm, type Path } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { retrieveByEmailFormSchema, retrieveByMobileFormSchema } from '../../domain/account-rules';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { resetPassword } from './api/account';
import { useCaptcha } from '../../ui/form/captcha';
import { encryptPasswords, forgetKeyIfPasswordRefused } from './api/rsa';
import { SubmitButton } from '../../ui/form/form-page';
import { CaptchaField } from '../../ui/form/captcha-field';
import { CodeField } from '../../ui/form/code-field';
import { ErrorSummary } from '../../ui/form/error-summary';
import { sendCode } from '../../ui/form/send-code';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { historyStore, useKeepTyping, useKeptFields } from '../../ui/form/kept-typing';

type ByMobile = z.input<typeof retrieveByMobileFormSchema>;
type ByEmail = z.input<typeof retrieveByEmailFormSchema>;
type Values = ByMobile & ByEmail;

const byMobileRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.retrieveByMobileFormSchema));
const byEmailRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.retrieveByEmailFormSchema));

/**
 * Reset a forgotten password with a code sent to the account's mobile number or e-mail address. The server
 * answers the same whether or not the account exists, and so does this form.
 */
export function RetrieveForm({ by, onDone }: { by: 'mobile' | 'email'; onDone: (account: string) => void }) {
  const { t } = useTranslation();
  const target = by === 'mobile' ? 'mobile' : 'email';
  const rules = by === 'mobile' ? byMobileRules : byEmailRules;
  useRulesAfterShowing(rules);
  const form = useForm<Values, unknown, Values>({
    resolver: rules as never,
    shouldFocusError: false,
    // The account and the code sent to it come back after a reload of this page (never a password or the graphic code).
    defaultValues: useKeptFields(historyStore(), `retrieve.typed:${by}`, () => ({ mobile: '', email: '', captchaCode: '', code: '', password: '', confirmPassword: '' })),
  });
  const forgetTyped = useKeepTyping(form, `retrieve.typed:${by}`, historyStore(), [target, 'code']);
  const fields = [target, 'captchaCode', 'code', 'password', 'confirmPassword'] as Path<Values>[];
  const errors = useFormErrors(form, fields, `retrieve-${by}`);
  const captcha = useCaptcha();
  const submit = useMutation({
    mutationFn: async (values: Values) => {
      const sealed = await encryptPasswords({ password: values.password });
      if (!sealed.ok) return sealed;
      const common = { code: values.code, newPassword: sealed.data.encrypted.password, keyId: sealed.data.keyId };
      return resetPassword(by === 'mobile' ? { by, mobile: values.mobile, ...common } : { by, email: values.email.trim(), ...common });
    },
  });

  const onValid = async (values: Values) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      forgetKeyIfPasswordRefused(result, ['newPassword']);
      errors.applyFailure(result, { newPassword: 'password' });
      return;
    }
    forgetTyped();
    onDone(by === 'mobile' ? values.mobile : values.email.trim());
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      {by === 'mobile' ? (
        <TextField form={form} name="mobile" id={errors.idOf('mobile')} label={t('account.field.mobile')} hint={t('account.field.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
      ) : (
        <TextField form={form} name="email" id={errors.idOf('email')} label={t('account.field.email')} type="email" autoComplete="email" spellCheck={false} />
      )}
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <CodeField
        form={form} name="code" id={errors.idOf('code')} label={t(by === 'mobile' ? 'account.field.smsCode' : 'account.field.emailCode')}
        onSend={() => sendCode({ form, errors, captcha, captchaField: 'captchaCode', channel: by === 'mobile' ? 'sms' : 'email', purpose: 'resetPassword', targetField: target })}
      />
      <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.newPsd')} hint={t('account.field.passwordHint')} autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" id={errors.idOf('confirmPassword')} label={t('account.field.confirmPsd')} autoComplete="new-password" />
      <SubmitButton busy={submit.isPending}>{t('account.retrieve.submit')}</SubmitButton>
    </form>
  );
}

import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { registerFormSchema } from '../../domain/account-rules';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { pathOf } from '../../lib/route-paths';
import { signUp } from './api/account';
import { useCaptcha } from '../../ui/form/captcha';
import { encryptPasswords, forgetKeyIfPasswordRefused } from './api/rsa';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { CaptchaField } from '../../ui/form/captcha-field';
import { Checkbox } from '../../ui/form/checkbox';
import { CodeField } from '../../ui/form/code-field';
import { ErrorSummary } from '../../ui/form/error-summary';
import { sendCode } from '../../ui/form/send-code';
import { PasswordField, TextField, fieldError } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { historyStore, useKeepTyping, useKeptFields } from '../../ui/form/kept-typing';
import type { LoginNotice } from './login-page';

type Values = z.input<typeof registerFormSchema>;
type Valid = z.output<typeof registerFormSchema>;
const registerRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.registerFormSchema));
const TYPED = 'register.typed';
const fields = ['mobile', 'captchaCode', 'smsCode', 'password', 'confirmPassword', 'agreementAccepted'] as const;

// Register: mobile, graphic code, SMS code, password twice, the agreement. The contract answers the user
// without a token, so the person logs in next, with the mobile number already filled in.
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRulesAfterShowing(registerRules);
  const form = useForm<Values, unknown, Valid>({
    resolver: registerRules,
    shouldFocusError: false,
    // A phone may reload the page while the person reads the SMS code in another app: the mobile number, the code and
    // the agreement come back (never a password or the graphic code, which a new drawing replaces anyway).
    defaultValues: useKeptFields(historyStore(), TYPED, () => ({ mobile: '', captchaCode: '', smsCode: '', password: '', confirmPassword: '', agreementAccepted: false as unknown as true })),
  });
  const forgetTyped = useKeepTyping(form, TYPED, historyStore(), ['mobile', 'smsCode', 'agreementAccepted']);
  const errors = useFormErrors(form, fields, 'register');
  const captcha = useCaptcha();
  const submit = useMutation({
    mutationFn: async (values: Valid) => {
      const sealed = await encryptPasswords({ password: values.password });
      if (!sealed.ok) return sealed;
      return signUp({ mobile: values.mobile, smsCode: values.smsCode, password: sealed.data.encrypted.password, keyId: sealed.data.keyId, agreementAccepted: true });
    },
  });

  const onValid = async (values: Valid) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      forgetKeyIfPasswordRefused(result, ['password']);
      errors.applyFailure(result);
      return;
    }
    forgetTyped();
    navigate(pathOf('login'), { state: { notice: 'registered' satisfies LoginNotice, account: values.mobile } });
  };

  const agreementError = fieldError(form, 'agreementAccepted');
  return (
    <FormPage>
      <p className="mb-6 text-slate-700">{t('account.register.intro')}</p>
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <TextField form={form} name="mobile" id={errors.idOf('mobile')} label={t('account.field.mobile')} hint={t('account.field.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
        <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
        <CodeField
          form={form} name="smsCode" id={errors.idOf('smsCode')} label={t('account.field.smsCode')}
          onSend={() => sendCode({ form, errors, captcha, captchaField: 'captchaCode', channel: 'sms', purpose: 'signup', targetField: 'mobile' })}
        />
        <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.password')} hint={t('account.field.passwordHint')} autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" id={errors.idOf('confirmPassword')} label={t('account.field.confirmPassword')} autoComplete="new-password" />
        <Checkbox
          id={errors.idOf('agreementAccepted')}
          label={t('account.register.agreement')}
          hint={<Link to={pathOf('agreement')} target="_blank" rel="noopener" className="text-blue-900 underline underline-offset-2">{t('account.register.readAgreement')} {t('common.opensInNewWindow')}</Link>}
          error={agreementError}
          {...form.register('agreementAccepted')}
        />
        <SubmitButton busy={submit.isPending}>{t('account.register.submit')}</SubmitButton>
      </form>
      <p className="mt-8 border-t border-slate-200 pt-6">
        {t('account.register.haveAccount')}{' '}
        <Link to={pathOf('login')} className="text-blue-900 underline underline-offset-2">{t('nav.login')}</Link>
      </p>
    </FormPage>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { agencyLoginFormSchema, loginFormSchema } from '../../domain/account-rules';
import { logIn, logInTravelAgency, type LoginResult } from './api/account';
import { useCaptcha } from './api/captcha';
import { encryptPasswords, forgetKeyIfPasswordRefused } from './api/rsa';
import { SubmitButton } from '../../ui/form/form-page';
import { CaptchaField } from './form/captcha-field';
import { Checkbox } from '../../ui/form/checkbox';
import { ErrorSummary } from '../../ui/form/error-summary';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { rememberAccount, rememberedAccount } from './remembered-account';

type Applicant = z.input<typeof loginFormSchema>;
type Agency = z.input<typeof agencyLoginFormSchema>;

/** The applicant tab: mobile or e-mail, password, graphic code. */
export function ApplicantLoginForm({ onLoggedIn, initialAccount }: { onLoggedIn: (result: LoginResult) => void; initialAccount?: string }) {
  const { t } = useTranslation();
  const saved = rememberedAccount('applicant');
  const form = useForm<Applicant, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    shouldFocusError: false,
    defaultValues: { username: initialAccount ?? saved, password: '', captchaCode: '' },
  });
  const errors = useFormErrors(form, ['username', 'password', 'captchaCode'], 'login');
  const captcha = useCaptcha();
  const [remember, setRemember] = useState(Boolean(saved));
  const submit = useMutation({
    mutationFn: async (values: z.output<typeof loginFormSchema>) => {
      const sealed = await encryptPasswords({ password: values.password });
      if (!sealed.ok) return sealed;
      return logIn({ username: values.username, password: sealed.data.encrypted.password, keyId: sealed.data.keyId, deviceId: captcha.deviceId, captchaCode: values.captchaCode });
    },
  });

  const onValid = async (values: z.output<typeof loginFormSchema>) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      // The graphic code was spent by this try, right or wrong.
      captcha.redraw();
      form.resetField('captchaCode');
      forgetKeyIfPasswordRefused(result, ['password']);
      errors.applyFailure(result);
      return;
    }
    rememberAccount('applicant', remember ? values.username : null);
    onLoggedIn(result.data as LoginResult);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <TextField form={form} name="username" id={errors.idOf('username')} label={t('account.field.username')} autoComplete="username" spellCheck={false} />
      <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.password')} autoComplete="current-password" />
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <Checkbox id="login-remember" label={t('account.login.remember')} hint={t('account.login.rememberHint')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <SubmitButton busy={submit.isPending}>{t('account.login.submit')}</SubmitButton>
    </form>
  );
}

/** The travel agency tab: the account the visa center gave the agency. */
export function AgencyLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const saved = rememberedAccount('agency');
  const form = useForm<Agency, unknown, z.output<typeof agencyLoginFormSchema>>({
    resolver: zodResolver(agencyLoginFormSchema),
    shouldFocusError: false,
    defaultValues: { account: saved, password: '', captchaCode: '' },
  });
  const errors = useFormErrors(form, ['account', 'password', 'captchaCode'], 'agency');
  const captcha = useCaptcha();
  const [remember, setRemember] = useState(Boolean(saved));
  const submit = useMutation({
    mutationFn: async (values: z.output<typeof agencyLoginFormSchema>) => {
      const sealed = await encryptPasswords({ password: values.password });
      if (!sealed.ok) return sealed;
      return logInTravelAgency({ account: values.account, password: sealed.data.encrypted.password, keyId: sealed.data.keyId, deviceId: captcha.deviceId, captchaCode: values.captchaCode });
    },
  });

  const onValid = async (values: z.output<typeof agencyLoginFormSchema>) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      captcha.redraw();
      form.resetField('captchaCode');
      forgetKeyIfPasswordRefused(result, ['password']);
      errors.applyFailure(result);
      return;
    }
    rememberAccount('agency', remember ? values.account : null);
    onLoggedIn(result.data as LoginResult);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <p className="mb-5 text-slate-700">{t('account.login.agencyIntro')}</p>
      <TextField form={form} name="account" id={errors.idOf('account')} label={t('account.field.agencyAccount')} autoComplete="username" spellCheck={false} />
      <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.password')} autoComplete="current-password" />
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <Checkbox id="agency-remember" label={t('account.login.remember')} hint={t('account.login.rememberHint')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <SubmitButton busy={submit.isPending}>{t('account.login.submit')}</SubmitButton>
    </form>
  );
}

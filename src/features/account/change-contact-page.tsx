import { useNavigate } from 'react-router-dom';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { changeEmailFormSchema, changeMobileFormSchema } from '../../domain/account-rules';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { pathOf } from '../../lib/route-paths';
import { getSessionActor } from '../../lib/session-actor';
import type { SessionUserInfo } from '../../../machines/session.machine';
import { useStoredSession } from '../../lib/session-hooks';
import { notifier } from '../../lib/notifier';
import { changeEmail, changeMobile, currentUserQueryOptions } from './api/account';
import { encryptPasswords, forgetKeyIfPasswordRefused } from './api/rsa';
import { useCaptcha } from '../../ui/form/captcha';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { CaptchaField } from '../../ui/form/captcha-field';
import { CodeField } from '../../ui/form/code-field';
import { ErrorSummary } from '../../ui/form/error-summary';
import { sendCode } from '../../ui/form/send-code';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';

type Values = z.input<typeof changeMobileFormSchema> & z.input<typeof changeEmailFormSchema>;
const changeMobileRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.changeMobileFormSchema));
const changeEmailRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.changeEmailFormSchema));

/**
 * Change phone and change e-mail: the code goes to the NEW number or address, proving it is the person's. The phone
 * signs in, so changing it asks for the password as well, and the old number is told (issue 38 item 9).
 */
function ChangeContact({ kind }: { kind: 'mobile' | 'email' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useStoredSession().userInfo?.[kind] as string | null | undefined;
  const codeField = kind === 'mobile' ? 'smsCode' : 'emailCode';
  const rules = kind === 'mobile' ? changeMobileRules : changeEmailRules;
  useRulesAfterShowing(rules);
  const form = useForm<Values, unknown, Values>({
    resolver: rules as never,
    shouldFocusError: false,
    defaultValues: { mobile: '', password: '', email: '', captchaCode: '', smsCode: '', emailCode: '' },
  });
  const fields = (kind === 'mobile' ? ['mobile', 'password', 'captchaCode', 'smsCode'] : ['email', 'captchaCode', 'emailCode']) as Path<Values>[];
  const errors = useFormErrors(form, fields, `change-${kind}`);
  const captcha = useCaptcha();
  const submit = useMutation({
    mutationFn: async (values: Values) => {
      if (kind !== 'mobile') return changeEmail(values.email.trim(), values.emailCode);
      const sealed = await encryptPasswords({ password: values.password });
      if (!sealed.ok) return sealed;
      return changeMobile({ mobile: values.mobile, smsCode: values.smsCode, password: sealed.data.encrypted.password, keyId: sealed.data.keyId });
    },
  });

  const onValid = async (values: Values) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      forgetKeyIfPasswordRefused(result, ['password']);
      errors.applyFailure(result);
      return;
    }
    getSessionActor().send({ type: 'session.updated', patch: { userInfo: result.data as SessionUserInfo } });
    queryClient.setQueryData(currentUserQueryOptions.queryKey, result.data);
    notifier.show('success', t(kind === 'mobile' ? 'account.changePhone.done' : 'account.changeEmail.done'));
    navigate(pathOf('setting'));
  };

  return (
    <FormPage>
      <p className="mb-6 text-slate-700">
        {current ? t(kind === 'mobile' ? 'account.changePhone.current' : 'account.changeEmail.current', { value: current }) : t('account.changeEmail.none')}
      </p>
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        {kind === 'mobile' ? (
          <TextField form={form} name="mobile" id={errors.idOf('mobile')} label={t('account.field.newMobile')} hint={t('account.field.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
        ) : (
          <TextField form={form} name="email" id={errors.idOf('email')} label={t('account.field.newEmail')} type="email" autoComplete="email" spellCheck={false} />
        )}
        {kind === 'mobile' ? (
          <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.currentPassword')} hint={t('account.field.currentPasswordHint')} autoComplete="current-password" />
        ) : null}
        <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
        <CodeField
          form={form} name={codeField} id={errors.idOf(codeField)} label={t(kind === 'mobile' ? 'account.field.smsCode' : 'account.field.emailCode')}
          onSend={() => sendCode({ form, errors, captcha, captchaField: 'captchaCode', channel: kind === 'mobile' ? 'sms' : 'email', purpose: kind === 'mobile' ? 'changeMobile' : 'changeEmail', targetField: kind })}
        />
        {kind === 'mobile' ? <p className="mb-4 text-slate-700">{t('account.changePhone.notice')}</p> : null}
        <SubmitButton busy={submit.isPending}>{t(kind === 'mobile' ? 'account.changePhone.submit' : 'account.changeEmail.submit')}</SubmitButton>
      </form>
    </FormPage>
  );
}

export function ChangePhonePage() {
  return <ChangeContact kind="mobile" />;
}

export function ChangeEmailPage() {
  return <ChangeContact kind="email" />;
}

import { useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { changePasswordFormSchema } from '../../domain/account-rules';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { pathOf } from '../../lib/route-paths';
import { forgetSession } from '../../lib/session-actor';
import { useStoredSession } from '../../lib/session-hooks';
import { changePassword } from './api/account';
import { useCaptcha } from '../../ui/form/captcha';
import { encryptPasswords, forgetKeyIfPasswordRefused } from './api/rsa';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { CaptchaField } from '../../ui/form/captcha-field';
import { CodeField } from '../../ui/form/code-field';
import { ErrorSummary } from '../../ui/form/error-summary';
import { sendCode } from '../../ui/form/send-code';
import { PasswordField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import type { LoginNotice } from './login-page';

// The graphic code only guards the SMS send, so it is not part of the rule set the submit checks.
type Values = z.input<typeof changePasswordFormSchema> & { captchaCode: string };
type Valid = z.output<typeof changePasswordFormSchema>;
const changePasswordRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.changePasswordFormSchema));
const fields = ['oldPsd', 'newPsd', 'confirmPsd', 'captchaCode', 'authCode'] as const;

// A changed password ends every session of the account (decision 007): the person logs in again with it.
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = (useStoredSession().userInfo?.mobile as string | null | undefined) ?? '';
  useRulesAfterShowing(changePasswordRules);
  const form = useForm<Values, unknown, Valid>({
    resolver: changePasswordRules as never,
    shouldFocusError: false,
    defaultValues: { oldPsd: '', newPsd: '', confirmPsd: '', captchaCode: '', authCode: '' },
  });
  const errors = useFormErrors(form, fields, 'change-password');
  const captcha = useCaptcha();
  const submit = useMutation({
    mutationFn: async (values: Valid) => {
      const sealed = await encryptPasswords({ oldPsd: values.oldPsd, newPsd: values.newPsd, confirmPsd: values.confirmPsd });
      if (!sealed.ok) return sealed;
      return changePassword({ ...sealed.data.encrypted, keyId: sealed.data.keyId, authCode: values.authCode });
    },
  });

  const onValid = async (values: Valid) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      forgetKeyIfPasswordRefused(result, ['oldPsd', 'newPsd', 'confirmPsd']);
      errors.applyFailure(result);
      return;
    }
    await forgetSession(() => navigate(pathOf('login'), { replace: true, state: { notice: 'passwordChanged' satisfies LoginNotice, account: mobile } }));
  };

  return (
    <FormPage>
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <PasswordField form={form} name="oldPsd" id={errors.idOf('oldPsd')} label={t('account.field.oldPsd')} autoComplete="current-password" />
        <PasswordField form={form} name="newPsd" id={errors.idOf('newPsd')} label={t('account.field.newPsd')} hint={t('account.field.passwordHint')} autoComplete="new-password" />
        <PasswordField form={form} name="confirmPsd" id={errors.idOf('confirmPsd')} label={t('account.field.confirmPsd')} autoComplete="new-password" />
        <p className="mb-4 text-slate-700">{t('account.changePsd.codeTo', { mobile })}</p>
        <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
        <CodeField
          form={form} name="authCode" id={errors.idOf('authCode')} label={t('account.field.smsCode')}
          onSend={() => sendCode({ form, errors, captcha, captchaField: 'captchaCode', channel: 'sms', purpose: 'changePassword', fixedTarget: mobile })}
        />
        <SubmitButton busy={submit.isPending}>{t('account.changePsd.submit')}</SubmitButton>
      </form>
    </FormPage>
  );
}

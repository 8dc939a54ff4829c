import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { agencyLoginFormSchema, loginFormSchema } from '../../domain/account-rules';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { logIn, logInTravelAgency, type LoginResult } from './api/account';
import { useCaptcha } from '../../ui/form/captcha';
import { SubmitButton } from '../../ui/form/form-page';
import { CaptchaField } from '../../ui/form/captcha-field';
import { Checkbox } from '../../ui/form/checkbox';
import { ErrorSummary } from '../../ui/form/error-summary';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import type { ApiFailure } from '../../api/client';
import { useLoginSubmit } from './use-login-submit';
import { rememberedAccount } from './remembered-account';
import { historyStore, useKeepTyping, useKeptFields } from '../../ui/form/kept-typing';

type Applicant = z.input<typeof loginFormSchema>;
type Agency = z.input<typeof agencyLoginFormSchema>;
type OnLoggedIn = (result: LoginResult) => void;

const applicantRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.loginFormSchema));
const agencyRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.agencyLoginFormSchema));

const APPLICANT_TYPED = 'login.typed:applicant';
const AGENCY_TYPED = 'login.typed:agency';

/** A refused try spent its graphic code: a new drawing, an empty code field, the messages on their fields. */
function refusedWith<T extends { captchaCode: string }, O>(form: UseFormReturn<T, unknown, O>, captcha: { redraw: () => void }, applyFailure: (failure: ApiFailure) => void) {
  return (failure: ApiFailure) => {
    captcha.redraw();
    form.resetField('captchaCode' as Path<T>);
    applyFailure(failure);
  };
}

/** The applicant tab: mobile or e-mail, password, graphic code. */
export function ApplicantLoginForm({ onLoggedIn, initialAccount }: { onLoggedIn: OnLoggedIn; initialAccount?: string }) {
  const { t } = useTranslation();
  useRulesAfterShowing(applicantRules);
  const form = useForm<Applicant, unknown, z.output<typeof loginFormSchema>>({
    resolver: applicantRules,
    shouldFocusError: false,
    // The account typed comes back after a reload of this page (never the password or the graphic code).
    defaultValues: useKeptFields(historyStore(), APPLICANT_TYPED, () => ({ username: initialAccount ?? rememberedAccount('applicant'), password: '', captchaCode: '' })),
  });
  const forgetTyped = useKeepTyping(form, APPLICANT_TYPED, historyStore(), ['username']);
  const errors = useFormErrors(form, ['username', 'password', 'captchaCode'], 'login');
  const captcha = useCaptcha();
  const login = useLoginSubmit<z.output<typeof loginFormSchema>>({
    kind: 'applicant',
    deviceId: captcha.deviceId,
    accountOf: (values) => values.username,
    send: (values, sealed) => logIn({ username: values.username, ...sealed, captchaCode: values.captchaCode }),
    onRefused: refusedWith(form, captcha, errors.applyFailure),
    onLoggedIn: (result) => {
      forgetTyped();
      onLoggedIn(result);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(login.onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <TextField form={form} name="username" id={errors.idOf('username')} label={t('account.field.username')} autoComplete="username" spellCheck={false} />
      <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.password')} autoComplete="current-password" />
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <Checkbox id="login-remember" label={t('account.login.remember')} hint={t('account.login.rememberHint')} checked={login.remember} onChange={(event) => login.setRemember(event.target.checked)} />
      <SubmitButton busy={login.busy}>{t('account.login.submit')}</SubmitButton>
    </form>
  );
}

/** The travel agency tab: the account the visa center gave the agency. */
export function AgencyLoginForm({ onLoggedIn }: { onLoggedIn: OnLoggedIn }) {
  const { t } = useTranslation();
  useRulesAfterShowing(agencyRules);
  const form = useForm<Agency, unknown, z.output<typeof agencyLoginFormSchema>>({
    resolver: agencyRules,
    shouldFocusError: false,
    defaultValues: useKeptFields(historyStore(), AGENCY_TYPED, () => ({ account: rememberedAccount('agency'), password: '', captchaCode: '' })),
  });
  const forgetTyped = useKeepTyping(form, AGENCY_TYPED, historyStore(), ['account']);
  const errors = useFormErrors(form, ['account', 'password', 'captchaCode'], 'agency');
  const captcha = useCaptcha();
  const login = useLoginSubmit<z.output<typeof agencyLoginFormSchema>>({
    kind: 'agency',
    deviceId: captcha.deviceId,
    accountOf: (values) => values.account,
    send: (values, sealed) => logInTravelAgency({ account: values.account, ...sealed, captchaCode: values.captchaCode }),
    onRefused: refusedWith(form, captcha, errors.applyFailure),
    onLoggedIn: (result) => {
      forgetTyped();
      onLoggedIn(result);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(login.onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <p className="mb-5 text-slate-700">{t('account.login.agencyIntro')}</p>
      <TextField form={form} name="account" id={errors.idOf('account')} label={t('account.field.agencyAccount')} autoComplete="username" spellCheck={false} />
      <PasswordField form={form} name="password" id={errors.idOf('password')} label={t('account.field.password')} autoComplete="current-password" />
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <Checkbox id="agency-remember" label={t('account.login.remember')} hint={t('account.login.rememberHint')} checked={login.remember} onChange={(event) => login.setRemember(event.target.checked)} />
      <SubmitButton busy={login.busy}>{t('account.login.submit')}</SubmitButton>
    </form>
  );
}

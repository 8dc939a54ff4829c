import { useForm, type Path } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/route-paths';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormPage, SubmitButton } from '../../../ui/form/form-page';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { useCaptcha } from '../../../ui/form/captcha';
import { CaptchaField } from '../../../ui/form/captcha-field';
import { startProgressQuery } from '../api/public';

interface Values { number: string; name: string; captchaCode: string }
const FIELDS: Path<Values>[] = ['number', 'name', 'captchaCode'];

/** The anonymous progress query (spec §2 visaInQuery): number and name, checked by the server, then the results page. */
export function ProgressQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Values>({ shouldFocusError: false, defaultValues: { number: '', name: '', captchaCode: '' } });
  const errors = useFormErrors(form, FIELDS, 'progress');
  const captcha = useCaptcha();
  const query = useMutation({ mutationFn: startProgressQuery });
  const onValid = async (values: Values) => {
    const result = await query.mutateAsync({ number: values.number.trim(), name: values.name.trim(), deviceId: captcha.deviceId, captchaCode: values.captchaCode.trim() });
    if (!result.ok) {
      // Each graphic code is good for one check: a refused query needs a new one.
      captcha.redraw();
      form.resetField('captchaCode');
      return errors.applyFailure(result);
    }
    navigate(pathOf('queryResults', { token: result.data.token }));
  };
  return (
    <FormPage>
      <p className="mb-6 text-slate-700">{t('public.progress.intro')}</p>
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <TextField form={form} name="number" id={errors.idOf('number')} label={t('public.progress.number')} hint={t('public.progress.numberHint')} autoComplete="off" spellCheck={false} maxLength={40} />
        <TextField form={form} name="name" id={errors.idOf('name')} label={t('public.progress.name')} hint={t('public.progress.nameHint')} autoComplete="name" maxLength={60} />
        <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
        <SubmitButton busy={query.isPending}>{t('public.progress.submit')}</SubmitButton>
      </form>
    </FormPage>
  );
}

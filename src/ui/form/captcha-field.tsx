import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { Captcha } from './captcha';
import { FieldFrame, describedBy, fieldError, shortInputClass, type FieldProps } from './text-field';

/** The graphic code: the picture, a way to get another, and the answer field. */
export function CaptchaField<T extends FieldValues, O extends FieldValues>({ form, name, id, captcha }: Omit<FieldProps<T, O>, 'label'> & { captcha: Captcha }) {
  const { t } = useTranslation();
  const error = fieldError(form, name);
  const hint = t('form.captcha.hint');
  return (
    <FieldFrame id={id} label={t('form.captcha.label')} hint={hint} error={error}>
      <span className="mt-1 flex flex-wrap items-center gap-3">
        <input
          id={id}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={8}
          {...form.register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${shortInputClass} ${error ? 'border-red-700' : ''}`}
        />
        <span className="flex h-12 w-36 items-center justify-center rounded border border-slate-300 bg-white" aria-live="polite">
          {captcha.svg && !captcha.loading ? (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`} alt={t('form.captcha.imageAlt')} className="h-full w-full" />
          ) : (
            <span className="text-sm text-slate-600">{captcha.failed ? t('form.captcha.loadFailed') : t('common.loading')}</span>
          )}
        </span>
        <button type="button" onClick={captcha.redraw} className="text-sm text-blue-900 underline underline-offset-2">
          {t('form.captcha.refresh')}
        </button>
      </span>
    </FieldFrame>
  );
}

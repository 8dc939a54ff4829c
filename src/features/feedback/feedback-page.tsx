import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { feedbackFormSchema } from '../../domain/account-rules';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../domain/constants';
import { pathOf } from '../../lib/route-paths';
import { getSession } from '../../lib/session';
import { deviceStore, readTyped, restoreTyped, useKeepTyping } from '../../ui/form/kept-typing';
import { ErrorSummary } from '../../ui/form/error-summary';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { lazyZodResolver, useRulesAfterShowing } from '../../ui/form/lazy-resolver';
import { describedBy, FieldFrame, fieldError, inputClass } from '../../ui/form/text-field';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useSendFeedback } from './api';
import { CharacterCount } from './character-count';
import { SentFeedback } from './sent-feedback';

type Values = z.input<typeof feedbackFormSchema>;
type Valid = z.output<typeof feedbackFormSchema>;
const feedbackRules = lazyZodResolver(() => import('../../domain/account-rules').then((m) => m.feedbackFormSchema));
const fields = ['content'] as const;

// Feedback (spec §2, §9: 6 to 200 characters) with a live count; what was sent is listed back with its date. A
// refused text stays in the box.
export function FeedbackPage() {
  const { t } = useTranslation();
  useRulesAfterShowing(feedbackRules);
  // Kept per person until sent: a reload or an expired session loses nothing of a long message.
  const typingKey = `feedback.typed:${getSession().userInfo?.id ?? 'anonymous'}`;
  const [startValues] = useState(() => restoreTyped({ content: '' }, readTyped(deviceStore(), typingKey)));
  const form = useForm<Values, unknown, Valid>({ resolver: feedbackRules as never, shouldFocusError: false, defaultValues: startValues });
  const forgetTyped = useKeepTyping(form, typingKey);
  const errors = useFormErrors(form, fields, 'feedback');
  const send = useSendFeedback();
  const [sent, setSent] = useState('');
  const id = errors.idOf('content');
  const error = fieldError(form, 'content');
  const hint = t('feedback.hint', { min: FEEDBACK_MIN, max: FEEDBACK_MAX });

  const onValid = async (values: Valid) => {
    setSent('');
    const result = await send.mutateAsync(values.content);
    if (!result.ok) {
      errors.applyFailure(result);
      return;
    }
    forgetTyped();
    form.reset({ content: '' });
    setSent(t('feedback.sent'));
  };

  return (
    <FormPage>
      <div role="status">
        {sent ? <p className="mb-6 border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">{sent}</p> : null}
      </div>
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <FieldFrame id={id} label={t('feedback.label')} hint={hint} error={error}>
          <textarea
            id={id}
            rows={6}
            {...form.register('content')}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy(id, hint, error), `${id}-count`].filter(Boolean).join(' ')}
            className={`${inputClass} ${error ? 'border-red-700' : ''}`}
          />
          <CharacterCount id={`${id}-count`} text={form.watch('content') ?? ''} />
        </FieldFrame>
        <SubmitButton busy={send.isPending}>{t('feedback.submit')}</SubmitButton>
      </form>
      <SentFeedback />
      <p className="mt-8"><Link to={pathOf('center')} className="text-blue-900 underline underline-offset-2">{t('feedback.toCenter')}</Link></p>
    </FormPage>
  );
}

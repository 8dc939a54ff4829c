import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, describedBy, fieldError, shortInputClass, type FieldProps } from './text-field';

export const DEFAULT_RESEND_SECONDS = 60;

export interface CodeSent {
  resendAfterSeconds: number;
  /** Where the code went, as the person typed it. */
  target: string;
}

/**
 * An SMS or e-mail code with its "send code" button, which counts down the 60 s before another send.
 * `onSend` checks what the send needs (the target and the graphic code) and answers null when it did not send.
 */
export function CodeField<T extends FieldValues, O extends FieldValues>({
  form, name, id, label, onSend,
}: FieldProps<T, O> & { onSend: () => Promise<CodeSent | null> }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = fieldError(form, name);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) {
        setSentTo(sent.target);
        setSecondsLeft(sent.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
      }
    } finally {
      setSending(false);
    }
  };

  const buttonText = sending
    ? t('common.pleaseWait')
    : secondsLeft > 0
      ? t('form.code.wait', { seconds: secondsLeft })
      : sentTo ? t('form.code.resend') : t('form.code.send');
  const hint = sentTo ? t('form.code.sent', { target: sentTo }) : undefined;

  return (
    <FieldFrame id={id} label={label} hint={<span role="status">{hint}</span>} error={error}>
      <span className="mt-1 flex flex-wrap items-center gap-3">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          {...form.register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${shortInputClass} ${error ? 'border-red-700' : ''}`}
        />
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending || secondsLeft > 0}
          className="rounded border-2 border-blue-900 px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50 disabled:border-slate-400 disabled:text-slate-600"
        >
          {buttonText}
        </button>
      </span>
    </FieldFrame>
  );
}

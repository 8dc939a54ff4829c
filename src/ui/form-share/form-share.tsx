import { useId, useState, type FormEvent } from 'react';
import { emailSchema } from '../../../domain/account-rules';
import { ApiError } from '../../../app/api';
import { inputClass } from '../../../ui/form/text-field';
import { formQrCode, sendFormEmail } from './api';
import { useApplyRecordsText } from './strings';

const quiet = 'rounded border-2 border-blue-900 px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';

/** One application's form sent to an address the applicant types, or opened on a phone through a QR. */
export function FormShare({ applyId, name }: { applyId: string; name: string }) {
  return (
    <div className="mb-6 border-l-4 border-slate-300 pl-4">
      <h3 className="mb-2 text-lg font-semibold text-blue-950">{name}</h3>
      <FormEmail applyId={applyId} name={name} />
      <FormQr applyId={applyId} name={name} />
    </div>
  );
}

function FormEmail({ applyId, name }: { applyId: string; name: string }) {
  const text = useApplyRecordsText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setError(text(email.trim() ? 'form.emailInvalid' : 'form.emailRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendFormEmail(applyId, checked.data);
      setSentTo(checked.data);
    } catch (failure) {
      // The catalogue has shown the server's words; a field's own message goes beside the field too. What was typed stays.
      const field = failure instanceof ApiError ? failure.failure.fields?.email : undefined;
      if (field) setError(field);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`${text('form.emailLabel')} · ${name}`} className="mb-3">
      <div className={error ? 'border-l-4 border-red-700 pl-3' : ''}>
        <label htmlFor={`${id}-email`} className="block font-semibold text-slate-900">{text('form.emailLabel')}</label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{text('form.emailHint')}</p>
        {error ? <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">{error}</p> : null}
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={`${inputClass} ${error ? 'border-red-700' : ''}`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        />
      </div>
      <button type="submit" className={`${quiet} mt-2`} disabled={busy}>{busy ? text('form.sending') : text('form.send')}</button>
      <p role="status" className="mt-1 text-green-900">{sentTo ? text('form.sent', { email: sentTo }) : ''}</p>
    </form>
  );
}

function FormQr({ applyId, name }: { applyId: string; name: string }) {
  const text = useApplyRecordsText();
  const [qr, setQr] = useState<{ svg: string; link: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setBusy(true);
    try {
      const answer = await formQrCode(applyId);
      setQr({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.qrCodeSvg)}`, link: answer.qrContent });
    } catch {
      // Told by the client's error catalogue; the button stays to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button type="button" className={quiet} disabled={busy} onClick={() => void show()} aria-label={`${text('form.qrShow')} · ${name}`}>
        {busy ? text('form.qrLoading') : text('form.qrShow')}
      </button>
      {qr ? (
        <figure className="mt-3">
          <img src={qr.svg} alt={`${text('form.qrAlt')} · ${name}`} width={180} height={180} className="border border-slate-300 bg-white" />
          <figcaption className="mt-2 max-w-md text-sm text-slate-700">
            {text('form.qrHint')}{' '}
            <a href={qr.link} className="break-all text-blue-900 underline underline-offset-2">{text('form.qrLink')}</a>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

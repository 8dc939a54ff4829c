import { useId, useState, type FormEvent } from 'react';
import { catalogueText } from '../../api/catalogue-messages';
import { getLanguage } from '../../lib/language';
import { inputClass } from '../form/text-field';
import { useFormShareText } from './strings';

const quiet = 'rounded border-2 border-blue-900 px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';

export interface FormShareCalls {
  /** Resolves once sent; rejects with the client's failure (its `failure.fields.email` goes beside the field). */
  sendEmail: (applyId: string, email: string) => Promise<unknown>;
  qrCode: (applyId: string) => Promise<{ qrContent: string; qrCodeSvg: string }>;
}

// The calls come from the screen's feature (sendApplyFormEmail, getFormQrCode): ui does not call the API itself.

/** One application's form sent to an address the applicant types, or opened on a phone through a QR. */
export function FormShare({ applyId, name, calls }: { applyId: string; name: string; calls: FormShareCalls }) {
  return (
    <div className="mb-6 border-l-4 border-slate-300 pl-4">
      <h3 className="mb-2 text-lg font-semibold text-blue-950">{name}</h3>
      <FormEmail applyId={applyId} name={name} send={calls.sendEmail} />
      <FormQr applyId={applyId} name={name} qrCode={calls.qrCode} />
    </div>
  );
}

function FormEmail({ applyId, name, send }: { applyId: string; name: string; send: FormShareCalls['sendEmail'] }) {
  const text = useFormShareText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    // The rule brings the validation library (35 KB compressed): asked for when a form is sent, not with the order's
    // page, which shows this form to everyone and is sent by few (decision 118). Offline at that moment, the field
    // says so and keeps what was typed, as a form whose rules come late does (lazy-resolver.ts).
    const rules = await import('../../domain/account-rules').catch(() => null);
    if (!rules) {
      setError(catalogueText('network', getLanguage()));
      return;
    }
    const checked = rules.emailSchema.safeParse(email);
    if (!checked.success) {
      setError(text(email.trim() ? 'emailInvalid' : 'emailRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await send(applyId, checked.data);
      setSentTo(checked.data);
    } catch (failure) {
      // The catalogue has shown the server's words; a field's own message goes beside the field too. What was typed stays.
      const field = (failure as { failure?: { fields?: Record<string, string> } } | null)?.failure?.fields?.email;
      if (field) setError(field);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`${text('emailLabel')} · ${name}`} className="mb-3">
      <div className={error ? 'border-l-4 border-red-700 pl-3' : ''}>
        <label htmlFor={`${id}-email`} className="block font-semibold text-slate-900">{text('emailLabel')}</label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{text('emailHint')}</p>
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
      <button type="submit" className={`${quiet} mt-2`} disabled={busy}>{busy ? text('sending') : text('send')}</button>
      <p role="status" className="mt-1 text-green-900">{sentTo ? text('sent', { email: sentTo }) : ''}</p>
    </form>
  );
}

function FormQr({ applyId, name, qrCode }: { applyId: string; name: string; qrCode: FormShareCalls['qrCode'] }) {
  const text = useFormShareText();
  const [qr, setQr] = useState<{ svg: string; link: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setBusy(true);
    try {
      const answer = await qrCode(applyId);
      setQr({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.qrCodeSvg)}`, link: answer.qrContent });
    } catch {
      // Told by the client's error catalogue; the button stays to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button type="button" className={quiet} disabled={busy} onClick={() => void show()} aria-label={`${text('qrShow')} · ${name}`}>
        {busy ? text('qrLoading') : text('qrShow')}
      </button>
      {qr ? (
        <figure className="mt-3">
          <img src={qr.svg} alt={`${text('qrAlt')} · ${name}`} width={180} height={180} className="border border-slate-300 bg-white" />
          <figcaption className="mt-2 max-w-md text-sm text-slate-700">
            {text('qrHint')}{' '}
            <a href={qr.link} className="break-all text-blue-900 underline underline-offset-2">{text('qrLink')}</a>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

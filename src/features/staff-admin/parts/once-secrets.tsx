import { useEffect, useRef, useState } from 'react';
import { useAdminText } from '../strings';
import { secondaryButtonClass } from './admin-page';

export interface ShownSecret {
  label: string;
  value: string;
}

/**
 * Credentials the server keeps only hashed (or will not show again): shown once, each with a copy button, under a
 * warning that takes the focus, so a screen reader starts there. Closing it forgets them in the page as well.
 */
export function OnceSecrets({ title, secrets, onDone }: { title: string; secrets: readonly ShownSecret[]; onDone: () => void }) {
  const { text } = useAdminText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const copy = async (secret: ShownSecret) => {
    try {
      await navigator.clipboard.writeText(secret.value);
      setCopied(text('secrets.copied', { what: secret.label }));
    } catch {
      setCopied(text('secrets.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="once-secrets-title" className="mb-8 rounded-lg border-4 border-amber-600 bg-amber-50 p-4 sm:p-6">
      <h2 id="once-secrets-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-amber-950 outline-none focus:ring-4 focus:ring-amber-400">{title}</h2>
      <p className="mt-2 font-semibold text-amber-950">{text('secrets.warning')}</p>
      <dl className="mt-4 space-y-3">
        {secrets.map((secret) => (
          <div key={secret.label} className="flex flex-col gap-1 md:flex-row md:items-center md:gap-3">
            <dt className="w-40 shrink-0 font-semibold text-slate-800">{secret.label}</dt>
            <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <code className="min-w-0 break-all rounded bg-white px-2 py-1 font-mono text-slate-950">{secret.value}</code>
              <button type="button" className={secondaryButtonClass} onClick={() => void copy(secret)}>
                {text('secrets.copy')}<span className="sr-only">{` ${secret.label}`}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-3 min-h-6 text-emerald-900">{copied}</p>
      <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={onDone}>{text('secrets.done')}</button>
    </section>
  );
}

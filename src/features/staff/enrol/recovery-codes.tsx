import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../parts/field';
import { useStaffText } from '../strings';

// Shown once: the server keeps only their hashes. Copy, download, and a confirmation before the page lets go.
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { text } = useStaffText();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const all = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(all);
      setCopied(text('enrol.copied'));
    } catch {
      setCopied(text('enrol.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text('enrol.codesFileTitle')}\n\n${all}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-labelledby="recovery-title">
      <h1 id="recovery-title" ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-blue-950 outline-none">{text('enrol.codesTitle')}</h1>
      <p className="mt-3 text-slate-800">{text('enrol.codesText')}</p>
      <ol className="mt-4 grid grid-cols-2 gap-2 rounded border border-slate-300 bg-white p-4 font-mono text-lg" aria-label={text('enrol.codesTitle')}>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>{text('enrol.copy')}</button>
        <button type="button" className={secondaryButton} onClick={download}>{text('enrol.download')}</button>
      </div>
      <p role="status" className="mt-2 text-slate-700">{copied}</p>
      <div className="mt-6 flex items-start gap-2">
        <input id="codes-saved" type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} className="mt-1 h-5 w-5" />
        <label htmlFor="codes-saved" className="font-semibold">{text('enrol.saved')}</label>
      </div>
      <button type="button" disabled={!saved} className={`mt-4 ${primaryButton}`} onClick={() => void navigate('/staff/sign-in', { replace: true })}>
        {text('enrol.toSignIn')}
      </button>
    </section>
  );
}

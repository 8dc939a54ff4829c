import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { unwrap } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { loadFormStrings } from '../../../ui/form/strings';
import { loadSignStrings, useSignText } from './strings';
import { timeOf } from './sign-time';

// The error summary's heading is a form text: without its catalogue the page showed the raw key.
export const ready = Promise.all([loadSignStrings(), loadFormStrings()]);

// The route's own parts, loaded lazily by the router (src/app/router.tsx) so the entry holds only the path: the
// title, the texts before the first render, and the page.
export const handle = { titleKey: 'applySign.phone.title' };
export const loader = () => ready.then(() => null);
export const Component = PhoneSignPage;

type Summary = components['schemas']['SignSummary'];
type PageState =
  | { kind: 'loading' }
  | { kind: 'cannot'; message: string }
  | { kind: 'ready'; summary: Summary }
  | { kind: 'done' };

// The phone page of signing (decision 017): /m/sign/:token, outside the flow host and without login — the
// single-use token in the QR is the credential. Shows what is signed, a signature pad, "clear", the declaration
// to agree to, and submit; an expired or spent link says so plainly; after submit, a done page.
export function PhoneSignPage() {
  const { token = '' } = useParams();
  const text = useSignText();
  const { i18n } = useTranslation();
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void unwrap(api.GET('/api/visa/apply/sign/{signToken}/common', { params: { path: { signToken: token } } })).then((result) => {
      if (!live) return;
      setState(result.ok ? { kind: 'ready', summary: result.data } : { kind: 'cannot', message: result.msg || text('phone.failed') });
    });
    return () => {
      live = false;
    };
  }, [token, text]);

  return (
    <section className="mx-auto max-w-lg px-1 py-4" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-4 text-2xl font-bold text-blue-950">
        {state.kind === 'done' ? text('phone.doneTitle') : state.kind === 'cannot' ? text('phone.cannotTitle') : text('phone.title')}
      </h1>
      {state.kind === 'loading' ? <p role="status" className="text-slate-700">{text('phone.loading')}</p> : null}
      {state.kind === 'cannot' ? <p role="alert" className="border-l-4 border-red-700 bg-red-50 p-4 text-red-900">{state.message}</p> : null}
      {state.kind === 'done' ? <p role="status" className="border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">{text('phone.done')}</p> : null}
      {state.kind === 'ready' ? (
        <SignForm
          token={token}
          summary={state.summary}
          expires={timeOf(state.summary.expiresAt, i18n.language)}
          onDone={() => setState({ kind: 'done' })}
          onCannot={(message) => setState({ kind: 'cannot', message })}
        />
      ) : null}
    </section>
  );
}

function SignForm({ token, summary, expires, onDone, onCannot }: {
  token: string; summary: Summary; expires: string; onDone: () => void; onCannot: (message: string) => void;
}) {
  const text = useSignText();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{ field?: string; message: string }[]>([]);

  // The canvas is drawn at the screen's pixel density. A phone resizes the window while the person scrolls (its
  // address bar) and when it turns: the strokes are kept and redrawn scaled to the pad's new size, never wiped.
  const drawnAt = useRef<{ width: number; height: number; ratio: number } | null>(null);
  const fit = useCallback(() => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    const size = { width: canvas.offsetWidth, height: canvas.offsetHeight, ratio: Math.max(window.devicePixelRatio || 1, 1) };
    const before = drawnAt.current;
    if (before && before.width === size.width && before.height === size.height && before.ratio === size.ratio) return;
    const strokes = pad.toData();
    canvas.width = size.width * size.ratio;
    canvas.height = size.height * size.ratio;
    canvas.getContext('2d')?.scale(size.ratio, size.ratio);
    drawnAt.current = size;
    pad.clear();
    if (!before || !strokes.length || !before.width || !before.height) return;
    const [sx, sy] = [size.width / before.width, size.height / before.height];
    pad.fromData(strokes.map((stroke) => ({ ...stroke, points: stroke.points.map((point) => ({ ...point, x: point.x * sx, y: point.y * sy })) })));
  }, []);

  useEffect(() => {
    if (!canvasRef.current) return undefined;
    const pad = new SignaturePad(canvasRef.current, { penColor: '#0b1f4b', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, [fit]);

  useEffect(() => {
    if (problems.length) summaryRef.current?.focus();
  }, [problems]);

  const submit = async () => {
    const pad = padRef.current;
    const found = [
      ...(!pad || pad.isEmpty() ? [{ field: 'signature', message: text('phone.signFirst') }] : []),
      ...(!agreed ? [{ field: 'agreed', message: text('phone.agreeFirst') }] : []),
    ];
    setProblems(found);
    if (found.length || !pad) return;
    setBusy(true);
    const result = await unwrap(api.POST('/api/visa/apply/sign/{signToken}/common', {
      params: { path: { signToken: token } },
      body: { signaturePng: pad.toDataURL('image/png'), agreed: true },
    }));
    setBusy(false);
    if (result.ok) return onDone();
    if (result.code === 409 || result.code === 404) return onCannot(result.msg);
    setProblems([{ message: result.code === 400 && result.msg ? result.msg : text('phone.failed') }]);
  };

  const idOf = (field: string) => (field === 'signature' ? 'signature-pad' : 'sign-agree');
  const padError = problems.find((problem) => problem.field === 'signature');
  const agreeError = problems.find((problem) => problem.field === 'agreed');

  return (
    <>
      <ErrorSummary items={problems} idOf={idOf} summaryRef={summaryRef} />
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{text('phone.summary')}</h2>
      <dl className="mb-4 divide-y divide-slate-200 border-y border-slate-200">
        {([['applicantName', summary.applicantName], ['passport', summary.passportNumMasked], ['visaType', summary.visaTypeName]] as const).map(([key, value]) => (
          <div key={key} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{text(`phone.${key}`)}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-4 text-sm text-slate-700">{text('phone.expiresAt', { time: expires })}</p>

      <div className={`mb-4 ${padError ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <p id="signature-hint" className="mb-1 text-slate-800">{text('phone.padHint')}</p>
        {padError ? <p className="mb-1 font-semibold text-red-800">{padError.message}</p> : null}
        <canvas
          ref={canvasRef}
          id="signature-pad"
          tabIndex={-1}
          role="img"
          aria-label={text('phone.padLabel')}
          aria-describedby="signature-hint"
          className="h-48 w-full touch-none rounded border-2 border-slate-500 bg-white outline-none focus:ring-4 focus:ring-amber-400"
        />
        <button
          type="button"
          onClick={() => padRef.current?.clear()}
          className="mt-2 rounded border-2 border-blue-900 px-4 py-1 font-medium text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400"
        >
          {text('phone.clear')}
        </button>
      </div>

      <div className={`mb-6 ${agreeError ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <p id="sign-statement" className="mb-3 rounded bg-slate-100 p-3 text-sm text-slate-900">{summary.statement}</p>
        {agreeError ? <p className="mb-1 font-semibold text-red-800">{agreeError.message}</p> : null}
        <label className="flex items-start gap-3 text-base text-slate-900">
          <input
            id="sign-agree"
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-describedby="sign-statement"
            className="mt-1 h-6 w-6 shrink-0"
          />
          {text('phone.agree')}
        </label>
      </div>

      <button
        type="button"
        disabled={busy}
        onClick={() => void submit()}
        className="w-full rounded bg-emerald-800 px-5 py-3 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70"
      >
        {busy ? text('phone.submitting') : text('phone.submit')}
      </button>
    </>
  );
}

import type { StaffEnrolment } from '../api/session';
import { useStaffText } from '../strings';

/** The secret in groups of four, as authenticator apps show a typed key. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

// The QR code is the server's SVG, shown as an image (never put into the page as markup); the same secret is
// written out for an app that cannot scan, and for a screen reader.
export function AuthenticatorSetUp({ enrolment }: { enrolment: StaffEnrolment }) {
  const { text } = useStaffText();
  return (
    <section aria-labelledby="enrol-app" className="mt-6 rounded border border-slate-300 bg-white p-4">
      <h2 id="enrol-app" className="text-xl font-semibold text-blue-950">{text('enrol.appTitle')}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
        <li>{text('enrol.appStep1')}</li>
        <li>{text('enrol.appStep2')}</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={text('enrol.qrAlt')}
        className="mt-3 h-48 w-48 border border-slate-200 bg-white p-2"
      />
      <p className="mt-3 text-slate-800">{text('enrol.typeInstead')}</p>
      <p className="mt-1 break-all font-mono text-lg tracking-wider text-slate-950" aria-label={text('enrol.secretLabel')}>{grouped(enrolment.secret)}</p>
      <p className="mt-1 text-sm text-slate-600">{text('enrol.secretHint')}</p>
    </section>
  );
}

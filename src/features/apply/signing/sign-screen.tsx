import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { FlowPage } from '../flow/flow-page';
import type { SignQrCode, signatureWatchMachine } from '../../../../machines/signature-watch.machine';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { CancelApplication } from '../shared/cancel-application';
import { loadSignStrings, useSignText } from './strings';
import { timeOf } from './sign-time';

export const ready = loadSignStrings();

const noCodes: SignQrCode[] = [];

const statusLook: Record<SignQrCode['status'], string> = {
  waiting: 'bg-slate-200 text-slate-900',
  opened: 'bg-blue-100 text-blue-950',
  signed: 'bg-emerald-100 text-emerald-950',
  expired: 'bg-amber-100 text-amber-950',
};

// Route generateForm (spec §4 step 9), states signing.awaitingSignature and watchFailed: each submitted
// application's QR code with its link as text (a desktop user can open it; tests read it), when it expires and
// where its phone is; the watcher moves the flow on when every one is signed. A failed check offers a retry.
export function SignScreen({ actor, screenActor, screen }: FlowScreenProps) {
  const text = useSignText();
  const { i18n } = useTranslation();
  const applicants = useSelector(actor, (snapshot) => snapshot.context.applicants);
  const applicationIds = useSelector(actor, (snapshot) => snapshot.context.applicationIds);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  // The watcher runs while the screen waits for the signatures; its context has the codes of the last poll.
  const watcher = useSelector(actor, (snapshot) => snapshot.children.watchSignature as ActorRefFrom<typeof signatureWatchMachine> | undefined);
  const codes = useSelector(watcher, (snapshot) => snapshot?.context.codes) ?? noCodes;
  const checkFailed = screen.step === 'checkFailed';
  const nameOf = (applyId: string) => applicants[applicationIds.indexOf(applyId)]?.name ?? '';
  const done = codes.filter((code) => code.status === 'signed').length;

  return (
    <FlowPage>
      {checkFailed ? (
        <div role="alert" className="mb-6 rounded border-4 border-red-700 bg-white p-4">
          <p className="font-semibold text-red-800">{text('checkFailed', { reason: failure ?? '' })}</p>
          <p className="mt-1 text-slate-800">{text('checkFailedHint')}</p>
          <button
            type="button"
            onClick={() => screenActor.send({ type: 'sign.retried' })}
            className="mt-3 rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400"
          >
            {text('retry')}
          </button>
        </div>
      ) : null}
      <p className="mb-4 text-slate-800">{text('intro')}</p>
      {codes.length ? (
        <p role="status" className="mb-6 font-semibold text-slate-900">{text('progress', { done, total: codes.length })}</p>
      ) : (
        <p role="status" className="mb-6 text-slate-700">{text('loading')}</p>
      )}
      <ul className="grid gap-6 sm:grid-cols-2">
        {codes.map((code) => {
          const name = nameOf(code.applyId);
          return (
            <li key={code.applyId} className="rounded border border-slate-300 p-4">
              <h2 className="mb-2 text-xl font-bold text-blue-950">{text('applicant', { name })}</h2>
              <p className="mb-3">
                <strong className={`rounded px-2 py-1 text-sm font-semibold ${statusLook[code.status]}`} aria-live="polite">
                  {text(`status.${code.status}`)}
                </strong>
              </p>
              {code.status !== 'signed' ? (
                <>
                  <img
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qrCodeSvg)}`}
                    alt={text('qrAlt', { name })}
                    width={200}
                    height={200}
                    className="mb-3 h-48 w-48 border border-slate-200 bg-white"
                  />
                  <p className="text-sm text-slate-700">{text('link')}</p>
                  <a href={code.qrContent} target="_blank" rel="noreferrer" className="break-all text-sm text-blue-900 underline underline-offset-2" aria-label={`${text('link')} ${name} ${code.qrContent}`}>
                    {code.qrContent}
                  </a>
                  <p className="mt-2 text-sm text-slate-700">{text('expires', { time: timeOf(code.expiresAt, i18n.language) })}</p>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <CancelApplication
        screenActor={screenActor}
        texts={{ cancel: text('cancel'), question: text('cancelQuestion'), confirm: text('cancelConfirm'), keep: text('cancelKeep') }}
      />
    </FlowPage>
  );
}

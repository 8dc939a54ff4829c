import { useState } from 'react';
import { clearTyped, deviceStore } from '../../../ui/form/kept-typing';
import { keptFileId, keptKey, useKeptUpload } from './kept-files';
import { PHOTO_GUIDANCE } from '../../../domain/photo-rules';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { messageOf } from '../../../ui/form/messages';
import { useLabelValue } from '../../../ui/label-value';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { useApplicant } from './applicant-actor';
import { ContinueButton, StepFrame } from './step-frame';
import { useDocumentText } from './strings';
import { Uploader } from './uploader';
import { useUploadSummary } from './upload-summary';

// The photo: the guidance a person has to judge (glasses, how recent) before the upload, and after it what the
// server measured (aspect, colour, light background, size). A photo that fails a check is not taken.
export function PhotoStep({ screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const labelValue = useLabelValue();
  const { sections, applicantId, send } = useApplicant(screenActor);
  const scope = `${applicantId}:photo`;
  // A photo that failed a check is not kept for a later visit: it has to be replaced anyway.
  const [upload, setUpload] = useKeptUpload(scope, (ready) => !ready.checks?.some((check) => !check.passed));
  const [earlierFileId] = useState(() => sections.photoFileId ?? keptFileId(scope));
  const summary = useUploadSummary();
  const checks = upload.status === 'ready' ? upload.checks ?? [] : [];
  const failed = checks.filter((check) => !check.passed);

  return (
    <StepFrame screenActor={screenActor} title={text('photo.title')}>
      <section aria-labelledby="photo-guidance" className="mb-6 border-l-4 border-blue-800 bg-blue-50 p-4">
        <h2 id="photo-guidance" className="text-lg font-bold text-blue-950">{text('photo.guidance')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-blue-950">
          {PHOTO_GUIDANCE.map((key) => <li key={key}>{messageOf(key)}</li>)}
        </ul>
      </section>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (upload.status !== 'ready') summary.show([{ field: 'photo-file', message: messageOf('required.documents.photoFileId') }]);
          else if (failed.length) summary.show([{ field: 'photo-file', message: text('photo.fix') }]);
          else {
            clearTyped(deviceStore(), keptKey(scope));
            send({ type: 'photo.confirmed', photoFileId: upload.fileId });
          }
        }}
      >
        <ErrorSummary items={summary.items} idOf={(field) => field} summaryRef={summary.summaryRef} />
        <Uploader id="photo-file" kind="photo" label={text('photo.upload')} earlierFileId={earlierFileId}
          error={summary.errorOf('photo-file')} onChange={setUpload} />
        {checks.length ? (
          <section aria-labelledby="photo-checks" className="mb-6">
            <h2 id="photo-checks" className="text-lg font-bold text-blue-950">{text('photo.checks')}</h2>
            <ul className="mt-2 space-y-1">
              {checks.map((check) => (
                <li key={check.rule} className={check.passed ? 'text-emerald-900' : 'font-semibold text-red-800'}>
                  <span aria-hidden="true">{check.passed ? '✓ ' : '✗ '}</span>
                  {labelValue(text(`photo.rule.${check.rule}`), check.passed ? text('photo.passed') : `${text('photo.failed')} — ${check.message ?? ''}`)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ContinueButton busy={upload.status === 'busy'} />
      </form>
    </StepFrame>
  );
}

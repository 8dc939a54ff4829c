import type { AnyActorRef } from 'xstate';
import { Loading } from '../../../ui/query-states';
import { ApplicantStepFrame } from '../applicants/applicant-step-frame';
import { useDocumentText } from './strings';

// Each documents step's title, by the applicant machine's step, as its screen titles it (documents-screen.tsx opens
// an unknown step on the passport's).
const titles: Readonly<Record<string, string>> = {
  passport: 'passport.title',
  passportReview: 'review.title',
  idCard: 'idCard.title',
  birthCertificate: 'birthCertificate.title',
  photo: 'photo.title',
  bankCard: 'bankCard.title',
};

/**
 * A documents step while its screen loads: the frame, caption and heading its screen opens on (step-frame.tsx), busy,
 * with the loading line where the step's form will be. It needs only the documents' texts, not the step's code.
 */
export function DocumentsStepHeading({ screenActor, step }: { screenActor: AnyActorRef; step?: string }) {
  const { text } = useDocumentText();
  return (
    <ApplicantStepFrame
      screenActor={screenActor}
      caption={text('caption')}
      title={text(titles[step ?? ''] ?? 'passport.title')}
      backLabel={text('back')}
      leaveLabel={text('toApplicants')}
      busy
    >
      <Loading />
    </ApplicantStepFrame>
  );
}

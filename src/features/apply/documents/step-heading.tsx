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

// The steps whose intro is the same for everyone (the passport's review tells what was read: only its screen knows).
const intros: Readonly<Record<string, string>> = {
  passport: 'passport.intro',
  idCard: 'idCard.intro',
  birthCertificate: 'birthCertificate.intro',
  bankCard: 'bankCard.intro',
};

/**
 * A documents step while its screen loads: the frame, caption, heading and intro its screen opens on (step-frame.tsx),
 * busy, with the loading line where the step's form will be. It needs only the documents' texts, not the step's code.
 * The intro is the step's largest text: shown only with the screen, it was the page's last paint on a phone.
 */
export function DocumentsStepHeading({ screenActor, step }: { screenActor?: AnyActorRef; step?: string }) {
  const { text } = useDocumentText();
  const known = step !== undefined && Object.prototype.hasOwnProperty.call(titles, step);
  const intro = known ? intros[step] : intros.passport;
  return (
    <ApplicantStepFrame
      screenActor={screenActor}
      caption={text('caption')}
      title={text(known ? titles[step]! : 'passport.title')}
      backLabel={text('back')}
      leaveLabel={text('toApplicants')}
      busy
    >
      {intro ? <div className="mb-6 text-slate-800"><p>{text(intro)}</p></div> : null}
      <Loading />
    </ApplicantStepFrame>
  );
}

/**
 * The documents step the address names (`step=passport`), before the host's code is here to say which one the
 * applicant is on (flow-loading.tsx): the same heading, back link and way back not yet working. Nothing for an
 * address that names no such step: the host shows the right one once it knows.
 */
export function documentsHeadingOfAddress(step: string | null) {
  // Own keys only: the address is the person's to type (`?step=toString` is not a step).
  return step !== null && Object.prototype.hasOwnProperty.call(titles, step) ? <DocumentsStepHeading step={step} /> : null;
}

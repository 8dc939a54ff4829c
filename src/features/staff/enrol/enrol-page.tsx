import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { enrol, getEnrolment } from '../api/session';
import { refusalText } from '../api/staff-api';
import { RefusalAlert } from '../parts/refusal-alert';
import { StaffMain } from '../shell/staff-main';
import { useStaffText } from '../strings';
import { AuthenticatorSetUp } from './authenticator-set-up';
import { EnrolForm, type EnrolAnswers } from './enrol-form';
import { RecoveryCodes } from './recovery-codes';

// The one-time link an admin's invitation (or a factor reset) mailed: set up the authenticator app, choose a
// password, prove the app works with one code, then keep the recovery codes, shown this once.
export function EnrolPage() {
  const { token = '' } = useParams();
  const { text } = useStaffText();
  const enrolment = useQuery({ queryKey: ['staff', 'enrolment', token], queryFn: () => getEnrolment(token), staleTime: Infinity });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (answers: EnrolAnswers) => {
    setBusy(true);
    setRefusal(null);
    try {
      setCodes((await enrol(token, answers.password, answers.code)).recoveryCodes);
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <StaffMain narrow><RecoveryCodes codes={codes} /></StaffMain>;
  return (
    <StaffMain narrow>
      <h1 className="mt-4 text-2xl font-bold text-blue-950">{text('enrol.title')}</h1>
      {enrolment.isPending ? <p role="status" className="py-6 text-slate-700">{text('loading')}</p> : null}
      {enrolment.isError ? <RefusalAlert message={refusalText(enrolment.error)} /> : null}
      {enrolment.data ? (
        <>
          {/* The address is one unbroken word, longer than a phone's line: it breaks anywhere rather than widen the page. */}
          <p className="mt-3 text-slate-800 [overflow-wrap:anywhere]">
            {text(enrolment.data.purpose === 'reset' ? 'enrol.forReset' : 'enrol.forInvite', {
              name: enrolment.data.name, email: enrolment.data.email, role: text(`role.${enrolment.data.role}`),
            })}
          </p>
          <AuthenticatorSetUp enrolment={enrolment.data} />
          <RefusalAlert message={refusal} />
          <EnrolForm busy={busy} onSubmit={(answers) => void submit(answers)} />
        </>
      ) : null}
    </StaffMain>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { meQueryOptions, secondFactor, signIn } from '../api/session';
import { endsSignIn, refusalText, takeSessionEndWords } from '../api/staff-api';
import { setStaffToken } from '../api/staff-token';
import { Notice, RefusalAlert } from '../parts/refusal-alert';
import { staffQueryClient } from '../shell/query-client';
import { StaffMain } from '../shell/staff-main';
import { useStaffText } from '../strings';
import { PasswordStep } from './password-step';
import { SecondFactorStep } from './second-factor-step';
import { safeReturnPath } from './return-path';

// Two steps, one address: the password, then a code from the authenticator app (or one recovery code). Between
// them the tab holds a half-open token that opens nothing but the second step.
export function SignInPage() {
  const { text } = useStaffText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<'password' | 'second'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverWords] = useState(takeSessionEndWords);
  // Whoever opens the sign-in page is not signed in here any more: a session that ended (signed out, idle, refused)
  // is forgotten with everything the console had read under it. Only here, so the screen being left never sees
  // its token go and sends the person here a second time.
  useEffect(() => {
    setStaffToken(null);
    staffQueryClient.clear();
  }, []);

  const startAgain = () => {
    setStaffToken(null);
    setRefusal(null);
    setPassword('');
    setStep('password');
  };

  // The server ended this sign-in (the code's tries used, or its minutes up): the code step can open nothing now, so
  // the person is back at the password with the e-mail kept, told why in the server's words when it gave them.
  const refusalWords = (error: unknown): string => {
    if (!endsSignIn(error)) return refusalText(error);
    startAgain();
    return error.failure.msg || text('signIn.signInEnded');
  };

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalWords(error));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = () => {
    void attempt(async () => {
      await signIn(email.trim(), password);
      setPassword('');
      setStep('second');
    });
  };

  const submitSecond = (answer: { code: string } | { recoveryCode: string }) => attempt(async () => {
    const session = await secondFactor(answer);
    staffQueryClient.setQueryData(meQueryOptions().queryKey, session.staff);
    await navigate(safeReturnPath(params.get('return')), { replace: true });
  });

  return (
    <StaffMain narrow>
      <h1 className="mt-4 text-2xl font-bold text-blue-950">{text('signIn.title')}</h1>
      <Notice message={serverWords ?? arrivalNotice(params, text)} />
      <RefusalAlert message={refusal} />
      {step === 'password' ? (
        <PasswordStep email={email} password={password} onEmail={setEmail} onPassword={setPassword} busy={busy} onSubmit={submitPassword} />
      ) : (
        <SecondFactorStep busy={busy} onSubmit={(answer) => void submitSecond(answer)} onStartAgain={startAgain} />
      )}
    </StaffMain>
  );
}

function arrivalNotice(params: URLSearchParams, text: (key: string, values?: Record<string, unknown>) => string): string | null {
  const ended = params.get('ended');
  if (ended === 'idle') return text('signIn.endedIdle');
  if (ended === 'relogin') return text('signIn.endedRelogin');
  const signedOut = params.get('signedOut');
  if (signedOut === 'this') return text('signIn.signedOut');
  if (signedOut && /^\d+$/.test(signedOut)) return text('signIn.signedOutEverywhere', { count: Number(signedOut) });
  return null;
}
